"use client";
import { Button, Form, Upload, type UploadFile } from "antd";
import { UploadOutlined } from "@ant-design/icons";
import { problemaDoArquivo, TIPOS, type TipoDeCampo } from "./tipos-de-arquivo";

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
  tipo?: TipoDeCampo;
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
            const erro = problemaDoArquivo(tipo, lista?.[0]?.originFileObj);
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
