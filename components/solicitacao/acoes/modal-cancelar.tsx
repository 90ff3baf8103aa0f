"use client";
import { Paragrafo } from "@/components/ui/texto";
import { AcaoModal } from "@/components/ui/acao-modal";
import { CampoTexto } from "@/components/ui/campo-texto";
import { useCancelar } from "@/services/solicitacao-interno-acoes";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";
import { textoDaAcao } from "@/lib/textos-de-acao";

/** "Cancelamento" (SPEC §2): cancels an open request, with the reason, after a confirmation. */
export function ModalCancelar({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const cancelar = useCancelar(s.id);
  return (
    <AcaoModal<{ motivo: string }>
      nome="cancellation"
      titulo={`Cancelar a solicitação ${s.nrosolicitacao}`}
      okText="Confirmar cancelamento"
      danger
      texto={textoDaAcao("solicitacao.cancelar", s)}
      pending={cancelar.isPending}
      enviar={({ motivo }) => cancelar.mutateAsync({ versao: s.versao, motivo: motivo.trim() })}
    >
      <Paragrafo type="secondary">
        O cancelamento não pode ser desfeito. O valor reservado no centro de custo volta ao saldo.
      </Paragrafo>
      <CampoTexto name="motivo" label="Motivo" rows={5} />
    </AcaoModal>
  );
}
