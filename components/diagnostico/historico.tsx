"use client";
import type { ComponentProps } from "react";
import { Cartao } from "@/components/ui/cartao";
import { HistoricoTimeline } from "@/components/historico/timeline";
import { useStatusDiagnostico } from "@/services/diagnostico";

/**
 * A diagnostic's history card, its rows named with the diagnostic statuses: the list is read here, so only this
 * card draws again when it comes, not the page around it.
 */
export function HistoricoDoDiagnostico({
  eventos,
}: Pick<ComponentProps<typeof HistoricoTimeline>, "eventos">) {
  const status = useStatusDiagnostico();
  return (
    <Cartao title="Histórico">
      <HistoricoTimeline eventos={eventos} descricoes={status.data} />
    </Cartao>
  );
}
