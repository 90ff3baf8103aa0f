"use client";
import { Upload } from "antd";
import { InboxOutlined } from "@ant-design/icons";

/** The profile picture's drop area (ModalAvatar): hands the file chosen over, never uploads on its own. */
export function EnvioAvatar({
  accept,
  enviando,
  onArquivo,
}: {
  accept: string;
  enviando: boolean;
  onArquivo: (file: File) => void;
}) {
  return (
    <Upload.Dragger
      accept={accept}
      multiple={false}
      showUploadList={false}
      disabled={enviando}
      beforeUpload={(file) => {
        onArquivo(file);
        return false;
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p>{enviando ? "Enviando..." : "Clique ou arraste a imagem para esta área"}</p>
    </Upload.Dragger>
  );
}
