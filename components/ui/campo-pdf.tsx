"use client";
import { Button, Form, Upload, type UploadFile } from "antd";
import { UploadOutlined } from "@ant-design/icons";
import { MAX_ARQUIVO_BYTES } from "@/lib/regras/arquivo";

/** Why a picked file cannot be sent as a PDF, as the API would say, or null. */
function problemaDoPdf(arquivo: File | undefined) {
  if (!arquivo) return null;
  if (arquivo.type !== "application/pdf") return `${arquivo.name}: envie o arquivo em PDF.`;
  if (arquivo.size === 0) return `${arquivo.name}: o arquivo está vazio.`;
  if (arquivo.size > MAX_ARQUIVO_BYTES) return `${arquivo.name}: o arquivo passa do limite de 10 MB.`;
  return null;
}

/** The File behind the one picked in a CampoPdf. */
export const pdfDe = (lista: UploadFile[]) => lista[0].originFileObj as File;

/**
 * A required PDF of up to 10 MB, checked on the field as the API will check it; kept in the form until the
 * modal sends it (nothing is uploaded when a file is picked).
 */
export function CampoPdf({ name, label, obrigatorio }: { name: string; label: string; obrigatorio: string }) {
  return (
    <Form.Item
      name={name}
      label={label}
      valuePropName="fileList"
      getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
      extra="PDF de até 10 MB."
      rules={[
        { required: true, message: obrigatorio },
        {
          validator: (_, lista?: UploadFile[]) => {
            const problema = problemaDoPdf(lista?.[0]?.originFileObj);
            return problema ? Promise.reject(new Error(problema)) : Promise.resolve();
          },
        },
      ]}
    >
      <Upload accept=".pdf,application/pdf" beforeUpload={() => false} maxCount={1}>
        <Button icon={<UploadOutlined />}>Escolher PDF</Button>
      </Upload>
    </Form.Item>
  );
}
