"use client";
import { Form, type UploadFile } from "antd";
import { useEnviarDocumento, useTiposDeDocumento } from "@/services/credenciamento";
import { AcaoModal } from "@/components/ui/acao-modal";
import { arquivoDe, CampoArquivo } from "@/components/ui/campo-arquivo";
import { SelectDaLista } from "@/components/ui/select-da-lista";

/** "Create document" (SPEC §2): a company document of a type, checked on the field as the API checks it. */
export function ModalDocumento({ empresa }: { empresa: number }) {
  const enviar = useEnviarDocumento(empresa);
  const tipos = useTiposDeDocumento();
  return (
    <AcaoModal<{ tipo: number; arquivo: UploadFile[] }>
      nome="createDocument"
      titulo="Enviar documento"
      okText="Enviar"
      pending={enviar.isPending}
      enviar={({ tipo, arquivo }) => enviar.mutateAsync({ tipo, arquivo: arquivoDe(arquivo) })}
    >
      <Form.Item
        name="tipo"
        label="Tipo de documento"
        rules={[{ required: true, message: "Escolha o tipo." }]}
      >
        <SelectDaLista
          lista={tipos}
          placeholder="Escolha o tipo"
          options={(tipos.data ?? []).map((t) => ({
            value: t.id,
            label: t.exigido_prestador ? `${t.descricao} (exigido para credenciamento)` : t.descricao,
          }))}
        />
      </Form.Item>
      <CampoArquivo
        name="arquivo"
        label="Arquivo"
        obrigatorio="Anexe o documento (PDF, PNG ou JPEG)."
        tipo="documento"
      />
    </AcaoModal>
  );
}
