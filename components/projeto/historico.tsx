"use client";
import type { ComponentProps } from "react";
import { Cartao } from "@/components/ui/cartao";
import { HistoricoTimeline } from "@/components/historico/timeline";
import { useSubstatusSolicitacao } from "@/services/listagem";

/**
 * A project's history card, its rows named with its request's substatuses: the list is read here, so only this
 * card draws again when it comes, not the page around it.
 */
export function HistoricoDoProjeto({
  eventos,
  size,
}: Pick<ComponentProps<typeof HistoricoTimeline>, "eventos"> & Pick<ComponentProps<typeof Cartao>, "size">) {
  const substatus = useSubstatusSolicitacao();
  return (
    <Cartao title="Histórico" size={size}>
      <HistoricoTimeline eventos={eventos} descricoes={substatus.data} />
    </Cartao>
  );
}
