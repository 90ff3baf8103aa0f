"use client";
import { Paragrafo } from "@/components/ui/texto";
import { AcaoModal } from "@/components/ui/acao-modal";
import { CampoTexto } from "@/components/ui/campo-texto";
import { useVoltarParaNegociacao } from "@/services/contrato";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";
import { textoDaAcao } from "@/lib/textos-de-acao";

/** Final analysis: the selected proposal goes back to negotiation with what the provider must revise. */
export function ModalVoltarNegociacao({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const voltar = useVoltarParaNegociacao(s.id);
  return (
    <AcaoModal<{ motivo: string }>
      nome="voltarNegociacao"
      titulo={`Devolver ${s.nrosolicitacao} para negociação`}
      okText="Devolver para negociação"
      pending={voltar.isPending}
      texto={textoDaAcao("solicitacao.voltar_negociacao", s)}
      enviar={({ motivo }) => voltar.mutateAsync({ versao: s.versao, motivo: motivo.trim() })}
    >
      <Paragrafo type="secondary">
        O prestador revisa a proposta e o cliente a envia de novo para a análise final. Contratos já enviados
        deixam de valer, com as assinaturas feitas neles.
      </Paragrafo>
      <CampoTexto name="motivo" label="O que revisar" rows={5} />
    </AcaoModal>
  );
}
