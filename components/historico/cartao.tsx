"use client";
import type { ComponentProps } from "react";
import { Cartao } from "@/components/ui/cartao";
import { useStatusDiagnostico } from "@/services/diagnostico";
import { useSubstatusSolicitacao } from "@/services/listagem";
import { useStatusProposta } from "@/services/proposta";
import { HistoricoTimeline } from "./timeline";

/** The statuses each history's changes are named with: a project's rows are its request's. */
const STATUS_DO_HISTORICO = {
  solicitacao: useSubstatusSolicitacao,
  diagnostico: useStatusDiagnostico,
  proposta: useStatusProposta,
};

/**
 * The "Histórico" card of a project, a diagnostic or a proposal. The statuses' names are read here, so only this
 * card draws again when they come, not the page around it. `de` is fixed where the card is used.
 */
export function CartaoDeHistorico({
  eventos,
  de,
  size,
}: Pick<ComponentProps<typeof HistoricoTimeline>, "eventos"> &
  Pick<ComponentProps<typeof Cartao>, "size"> & { de: keyof typeof STATUS_DO_HISTORICO }) {
  const status = STATUS_DO_HISTORICO[de]();
  return (
    <Cartao title="Histórico" size={size}>
      <HistoricoTimeline eventos={eventos} descricoes={status.data} />
    </Cartao>
  );
}
