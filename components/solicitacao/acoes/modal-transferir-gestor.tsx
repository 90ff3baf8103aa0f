"use client";
import { Paragrafo } from "@/components/ui/texto";
import { AcaoModal } from "@/components/ui/acao-modal";
import { useAlterarResponsaveis } from "@/services/solicitacao-interno-acoes";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";
import { CampoGestores } from "./modal-responsaveis";

/** "Transferir gestor" (SPEC §2): one manager takes the request over from all current ones. */
export function ModalTransferirGestor({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const alterar = useAlterarResponsaveis(s.id);
  return (
    <AcaoModal<{ gestores: number[] }>
      nome="transferManager"
      titulo={`Transferir a solicitação ${s.nrosolicitacao}`}
      okText="Transferir"
      pending={alterar.isPending}
      enviar={({ gestores }) => alterar.mutateAsync({ versao: s.versao, gestores })}
    >
      <Paragrafo type="secondary">
        O gestor escolhido passa a ser o único responsável pela solicitação.
      </Paragrafo>
      <CampoGestores id={s.id} multiplo={false} />
    </AcaoModal>
  );
}
