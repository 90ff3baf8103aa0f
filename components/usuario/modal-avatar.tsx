"use client";
import { useState } from "react";
import { Alert, Modal, Typography, Upload } from "antd";
import { InboxOutlined } from "@ant-design/icons";
import { apiErrorOf } from "@/lib/api-client";
import { notify } from "@/lib/messages";
import { useModal } from "@/stores/modals";
import { useUploadAvatar } from "@/services/avatar";

const ACCEPT = "image/png,image/jpeg,image/webp";
const MAX_BYTES = 2 * 1024 * 1024;

/** "Inserir avatar" (SPEC §2): sends a profile picture; the server checks type and size again. */
export function ModalAvatar() {
  const [open, , close] = useModal("insertAvatar");
  const upload = useUploadAvatar();
  const [error, setError] = useState<string | null>(null);

  function send(file: File) {
    setError(null);
    if (file.size > MAX_BYTES) {
      setError("A imagem passa do limite de 2 MB.");
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        notify("success");
        close();
      },
      onError: (e) => setError(apiErrorOf(e).detail),
    });
  }

  return (
    <Modal title="Foto de perfil" open={open} onCancel={close} footer={null} destroyOnHidden>
      <Typography.Paragraph type="secondary">PNG, JPEG ou WEBP de até 2 MB.</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Upload.Dragger
        accept={ACCEPT}
        multiple={false}
        showUploadList={false}
        disabled={upload.isPending}
        beforeUpload={(file) => {
          send(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{upload.isPending ? "Enviando..." : "Clique ou arraste a imagem para esta área"}</p>
      </Upload.Dragger>
    </Modal>
  );
}
