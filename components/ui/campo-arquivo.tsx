"use client";
import { Button, Form, Upload, type UploadFile } from "antd";
import { UploadOutlined } from "@ant-design/icons";
import { MAX_ARQUIVO_BYTES, TIPOS_ARQUIVO } from "@/lib/regras/arquivo";

/** What each kind of file field accepts, as the API checks it (lib/regras/arquivo). */
const TIPOS = {
  pdf: {
    aceita: ".pdf,application/pdf",
    rotulo: "PDF",
    botao: "Escolher PDF",
    erro: "envie o arquivo em PDF.",
  },
  documento: {
    aceita: ".pdf,.png,.jpg,.jpeg",
    rotulo: "PDF, PNG ou JPEG",
    botao: "Escolher arquivo",
    erro: "envie PDF, PNG ou JPEG.",
  },
  nota: {
    aceita: ".pdf,.xml",
    rotulo: "PDF ou XML da NF-e",
    botao: "Escolher arquivo",
    erro: "envie o PDF ou o XML da nota.",
  },
} as const;
type Tipo = keyof typeof TIPOS;

/** Why a picked file cannot be sent as `tipo`, as the API would say, or null. */
function problema(tipo: Tipo, arquivo: File | undefined) {
  if (!arquivo) return null;
  // Browsers call an .xml file text/xml; the server reads its bytes as application/xml.
  const aceitos: readonly string[] =
    tipo === "nota" ? [...TIPOS_ARQUIVO.nota, "text/xml"] : TIPOS_ARQUIVO[tipo];
  if (!aceitos.includes(arquivo.type)) return `${arquivo.name}: ${TIPOS[tipo].erro}`;
  if (arquivo.size === 0) return `${arquivo.name}: o arquivo está vazio.`;
  if (arquivo.size > MAX_ARQUIVO_BYTES) return `${arquivo.name}: o arquivo passa do limite de 10 MB.`;
  return null;
}

/** The File behind the one picked in a CampoArquivo. */
export const arquivoDe = (lista: UploadFile[]) => lista[0].originFileObj as File;

/** The File picked in an optional CampoArquivo, if any. */
export const arquivoOpcional = (lista: UploadFile[] | undefined) =>
  lista?.[0]?.originFileObj as File | undefined;

/**
 * A file of up to 10 MB (a PDF, or a document: PDF or image), checked on the field as the API will check
 * it; kept in the form until the form sends it (nothing is uploaded when a file is picked). Required when
 * `obrigatorio` gives the message for its absence.
 */
export function CampoArquivo({
  name,
  label,
  obrigatorio,
  tipo = "pdf",
}: {
  name: string;
  label: string;
  obrigatorio?: string;
  tipo?: Tipo;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      valuePropName="fileList"
      getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
      extra={`${TIPOS[tipo].rotulo} de até 10 MB.`}
      rules={[
        { required: obrigatorio !== undefined, message: obrigatorio },
        {
          validator: (_, lista?: UploadFile[]) => {
            const erro = problema(tipo, lista?.[0]?.originFileObj);
            return erro ? Promise.reject(new Error(erro)) : Promise.resolve();
          },
        },
      ]}
    >
      <Upload accept={TIPOS[tipo].aceita} beforeUpload={() => false} maxCount={1}>
        <Button icon={<UploadOutlined />}>{TIPOS[tipo].botao}</Button>
      </Upload>
    </Form.Item>
  );
}
