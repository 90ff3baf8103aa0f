"use client";
import { Button, Form, Input, Upload, type UploadFile } from "antd";
import { UploadOutlined } from "@ant-design/icons";
import { AcaoModal } from "@/components/ui/acao-modal";
import { ACCEPT, problemaArquivo } from "@/components/solicitacao/criacao/regras";
import { useAnexarDocumento } from "@/services/solicitacao-interno-acoes";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";

type Campos = { arquivo: UploadFile[]; descricao?: string };

/** The file's type and size, checked as the API will (the same rules as the creation form's documents). */
const arquivoAceito = {
  validator: (_: unknown, lista?: UploadFile[]) => {
    const arquivo = lista?.[0]?.originFileObj;
    const problema = arquivo && problemaArquivo(arquivo, 0);
    return problema ? Promise.reject(new Error(problema)) : Promise.resolve();
  },
};

/** "Inserir documento" (SPEC §2): attaches a file to the request; the API checks its type and size again. */
export function ModalDocumento({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const anexar = useAnexarDocumento();
  return (
    <AcaoModal<Campos>
      nome="insertDocument"
      titulo={`Anexar documento à solicitação ${s.nrosolicitacao}`}
      okText="Anexar"
      pending={anexar.isPending}
      enviar={({ arquivo, descricao }) =>
        anexar.mutateAsync({
          solicitacao: s.id,
          versao: s.versao,
          arquivo: arquivo[0].originFileObj as File,
          descricao: descricao?.trim() || undefined,
        })
      }
    >
      <Form.Item
        name="arquivo"
        label="Arquivo"
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
        rules={[{ required: true, message: "Escolha o arquivo." }, arquivoAceito]}
      >
        {/* Kept in the form until "Anexar": nothing is sent when a file is picked. */}
        <Upload accept={ACCEPT} beforeUpload={() => false} maxCount={1}>
          <Button icon={<UploadOutlined />}>Escolher arquivo</Button>
        </Upload>
      </Form.Item>
      <Form.Item name="descricao" label="Descrição">
        <Input maxLength={200} />
      </Form.Item>
    </AcaoModal>
  );
}
