"use client";
import { Button, Form, Upload, type UploadFile } from "antd";
import { UploadOutlined } from "@ant-design/icons";
import { notify } from "@/lib/messages";
import { ACCEPT, MAX_ARQUIVOS, problemaArquivo } from "./regras";

/** The picked files, sent with the request; nothing is uploaded before "Enviar". */
export function DocumentosField() {
  const form = Form.useFormInstance();
  return (
    <Form.Item
      name="arquivos"
      label="Documentos"
      valuePropName="fileList"
      getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
      extra={`PDF, PNG ou JPEG de até 10 MB, no máximo ${MAX_ARQUIVOS}. Os documentos não ficam no rascunho: anexe-os antes de enviar.`}
    >
      <Upload
        multiple
        accept={ACCEPT}
        beforeUpload={(file, batch) => {
          const anexados = (form.getFieldValue("arquivos") as UploadFile[] | undefined)?.length ?? 0;
          const problema = problemaArquivo(file, anexados + batch.indexOf(file));
          if (!problema) return false;
          notify("warning", problema);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />}>Anexar documentos</Button>
      </Upload>
    </Form.Item>
  );
}

/** The File objects behind the list antd keeps. */
export const arquivosDe = (lista: UploadFile[] | undefined): File[] =>
  (lista ?? []).flatMap((f) => (f.originFileObj ? [f.originFileObj] : []));
