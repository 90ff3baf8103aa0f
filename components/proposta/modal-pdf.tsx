"use client";
import type { UploadFile } from "antd";
import { useAnexarProposta, type PropostaDetalhe } from "@/services/proposta";
import { AcaoModal } from "@/components/ui/acao-modal";
import { CampoArquivo, arquivoDe } from "@/components/ui/campo-arquivo";

/** "Enviar proposta em PDF" (SPEC §2, upload proposal): the provider's own document of the proposal. */
export function ModalPdf({ proposta: p }: { proposta: PropostaDetalhe }) {
  const anexar = useAnexarProposta(p.id);
  return (
    <AcaoModal<{ arquivo: UploadFile[] }>
      nome="uploadProposal"
      titulo={`PDF da proposta para a solicitação ${p.solicitacao.nrosolicitacao}`}
      okText="Anexar"
      pending={anexar.isPending}
      enviar={({ arquivo }) => anexar.mutateAsync({ arquivo: arquivoDe(arquivo), versao: p.versao })}
    >
      <CampoArquivo name="arquivo" label="PDF da proposta" obrigatorio="Escolha o PDF da proposta." />
    </AcaoModal>
  );
}
