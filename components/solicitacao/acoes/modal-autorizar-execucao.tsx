"use client";
import { Button, Form, Typography, Upload, type UploadFile } from "antd";
import { UploadOutlined } from "@ant-design/icons";
import { MAX_ARQUIVO_BYTES, TIPOS_ARQUIVO } from "@/lib/regras/arquivo";
import { AcaoModal } from "@/components/ui/acao-modal";
import { useAutorizarExecucao } from "@/services/contrato";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";

const ACEITOS: readonly string[] = TIPOS_ARQUIVO.documento;

/** Why the picked file cannot go as the service order, as the API would say, or null. */
function problema(arquivo: File | undefined) {
  if (!arquivo) return null;
  if (!ACEITOS.includes(arquivo.type)) return `${arquivo.name}: envie PDF, PNG ou JPEG.`;
  if (arquivo.size === 0) return `${arquivo.name}: o arquivo está vazio.`;
  if (arquivo.size > MAX_ARQUIVO_BYTES) return `${arquivo.name}: o arquivo passa do limite de 10 MB.`;
  return null;
}

/**
 * "Authorize request": with the service order attached, execution starts — the proposal is contracted,
 * the project created with its stages and instalments, and the reservation committed.
 */
export function ModalAutorizarExecucao({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const autorizar = useAutorizarExecucao(s.id);
  return (
    <AcaoModal<{ documento: UploadFile[] }>
      nome="authorizeRequest"
      titulo={`Autorizar a execução de ${s.nrosolicitacao}`}
      okText="Autorizar execução"
      pending={autorizar.isPending}
      confirmar
      enviar={({ documento }) =>
        autorizar.mutateAsync({ versao: s.versao, documento: documento[0].originFileObj as File })
      }
    >
      <Typography.Paragraph type="secondary">
        O projeto é criado com as etapas e parcelas da proposta contratada e o valor reservado no centro de
        custo passa a ser compromisso do contrato.
      </Typography.Paragraph>
      <Form.Item
        name="documento"
        label="Ordem de serviço ou documento de autorização"
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
        extra="PDF, PNG ou JPEG de até 10 MB."
        rules={[
          { required: true, message: "Anexe a ordem de serviço." },
          {
            validator: (_, lista?: UploadFile[]) => {
              const erro = problema(lista?.[0]?.originFileObj);
              return erro ? Promise.reject(new Error(erro)) : Promise.resolve();
            },
          },
        ]}
      >
        <Upload accept=".pdf,.png,.jpg,.jpeg" beforeUpload={() => false} maxCount={1}>
          <Button icon={<UploadOutlined />}>Escolher arquivo</Button>
        </Upload>
      </Form.Item>
    </AcaoModal>
  );
}
