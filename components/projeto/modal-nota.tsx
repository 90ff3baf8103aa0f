"use client";
import type { UploadFile } from "antd";
import { Paragrafo } from "@/components/ui/texto";
import { formatBRL } from "@/lib/format";
import { AcaoModal } from "@/components/ui/acao-modal";
import { arquivoDe, CampoArquivo } from "@/components/ui/campo-arquivo";
import { type NotaDaParcela, useEnviarNota } from "@/services/projeto";

/** "Invoice submission" (SPEC §2): the provider sends the authorised invoice as a PDF or its NF-e XML. */
export function ModalNota({ projeto, linha }: { projeto: number; linha: NotaDaParcela | null }) {
  const enviar = useEnviarNota(projeto);
  if (!linha) return null;
  return (
    <AcaoModal<{ arquivo: UploadFile[] }>
      nome="invoiceSubmission"
      titulo={`Enviar Nota ${linha.parcela.numero}`}
      okText="Enviar nota"
      pending={enviar.isPending}
      enviar={({ arquivo }) => enviar.mutateAsync({ parcela: linha.parcela.id, arquivo: arquivoDe(arquivo) })}
    >
      <Paragrafo type="secondary">
        Parcela {linha.parcela.numero} de {formatBRL(linha.parcela.valor)}. Do XML da NF-e conferimos a chave
        de acesso, o CNPJ emitente (o da sua empresa) e o valor.
      </Paragrafo>
      <CampoArquivo
        name="arquivo"
        label="Nota fiscal"
        obrigatorio="Anexe o PDF ou o XML da nota fiscal."
        tipo="nota"
      />
    </AcaoModal>
  );
}
