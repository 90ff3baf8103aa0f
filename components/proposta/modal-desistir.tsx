"use client";
import { useDesistirProposta, type PropostaDetalhe } from "@/services/proposta";
import { AcaoModal } from "@/components/ui/acao-modal";
import { CampoTexto } from "@/components/ui/campo-texto";
import { textoDaAcao } from "@/lib/textos-de-acao";

/** "Desistir da proposta" (SPEC §2): the provider gives up, saying why. */
export function ModalDesistir({ proposta: p }: { proposta: PropostaDetalhe }) {
  const desistir = useDesistirProposta(p.id);
  return (
    <AcaoModal<{ motivo: string }>
      nome="giveUpProposal"
      titulo={`Desistir da proposta para a solicitação ${p.solicitacao.nrosolicitacao}`}
      okText="Desistir"
      danger
      texto={textoDaAcao("proposta.desistir", p.solicitacao)}
      pending={desistir.isPending}
      enviar={({ motivo }) => desistir.mutateAsync({ motivo: motivo.trim(), versao: p.versao })}
    >
      <CampoTexto name="motivo" label="Motivo da desistência" rows={4} />
    </AcaoModal>
  );
}
