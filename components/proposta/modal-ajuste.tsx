"use client";
import { Paragrafo } from "@/components/ui/texto";
import { capitalizeWords } from "@/lib/format";
import { useNegociarProposta, type PropostaResumo } from "@/services/proposta";
import { AcaoModal } from "@/components/ui/acao-modal";
import { CampoTexto } from "@/components/ui/campo-texto";

/** "Solicitar ajuste" (SPEC §2): the client asks the provider of the selected proposal to change it. */
export function ModalAjuste({
  solicitacao,
  proposta,
}: {
  solicitacao: number;
  proposta: PropostaResumo | null;
}) {
  const negociar = useNegociarProposta(solicitacao);
  return (
    <AcaoModal<{ motivo: string }>
      nome="requestAdjustment"
      titulo={
        proposta ? `Pedir ajuste a ${capitalizeWords(proposta.prestador.nomefantasia)}` : "Pedir ajuste"
      }
      okText="Pedir ajuste"
      pending={negociar.isPending}
      enviar={({ motivo }) => negociar.mutateAsync({ proposta: proposta!.id, motivo: motivo.trim() })}
    >
      <Paragrafo type="secondary">
        O prestador verá o pedido e enviará a proposta revisada; a escolha continua sua.
      </Paragrafo>
      <CampoTexto name="motivo" label="O que ajustar" rows={4} />
    </AcaoModal>
  );
}
