"use client";
import { formatBRL } from "@/lib/format";
import { AcaoModal } from "@/components/ui/acao-modal";
import { Fatos } from "@/components/ui/fatos";
import { useAlterarCentroCusto } from "@/services/solicitacao-interno-acoes";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";
import { CampoCentroCusto } from "./campo-centro-custo";

/** "Centro de custo": chooses the cost centre that pays the subsidy; the API moves the reservation to it. */
export function ModalCentroCusto({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const alterar = useAlterarCentroCusto(s.id);
  return (
    <AcaoModal<{ centrocusto: number }>
      nome="centroCusto"
      titulo={`Centro de custo da solicitação ${s.nrosolicitacao}`}
      okText="Salvar centro de custo"
      pending={alterar.isPending}
      initialValues={s.centrocusto ? { centrocusto: s.centrocusto.id } : {}}
      enviar={({ centrocusto }) => alterar.mutateAsync({ versao: s.versao, centrocusto })}
    >
      <Fatos
        fatos={[
          ["Valor da solicitação", formatBRL(s.valor)],
          [
            "Reservado para esta solicitação",
            s.reserva ? `${formatBRL(s.reserva.valor)} em ${s.reserva.centrocusto.codigo}` : "Nada reservado",
          ],
        ]}
      />
      <CampoCentroCusto atual={s.centrocusto} />
    </AcaoModal>
  );
}
