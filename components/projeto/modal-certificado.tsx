"use client";
import type { UploadFile } from "antd";
import { useInserirCertificado } from "@/services/projeto";
import { AcaoModal } from "@/components/ui/acao-modal";
import { arquivoDe, CampoArquivo } from "@/components/ui/campo-arquivo";
import { CampoTexto } from "@/components/ui/campo-texto";

/** "Insert certificates" (SPEC §2): the provider attaches a certificate's PDF; the attestation lists it. */
export function ModalCertificado({ projeto }: { projeto: number }) {
  const inserir = useInserirCertificado(projeto);
  return (
    <AcaoModal<{ descricao: string; arquivo: UploadFile[] }>
      nome="insertCertificates"
      titulo="Inserir certificado"
      okText="Inserir"
      pending={inserir.isPending}
      enviar={({ descricao, arquivo }) =>
        inserir.mutateAsync({ descricao: descricao.trim(), arquivo: arquivoDe(arquivo) })
      }
    >
      <CampoTexto name="descricao" label="Nome do certificado" rows={1} min={3} />
      <CampoArquivo
        name="arquivo"
        label="Certificado (PDF)"
        obrigatorio="Anexe o PDF do certificado."
        tipo="pdf"
      />
    </AcaoModal>
  );
}
