"use client";
import type { ReactNode } from "react";
import { Input, Modal, Space, Typography } from "antd";
import { Aviso } from "@/components/ui/aviso";
import { useModal, type ModalName } from "@/stores/modals";

/**
 * A shared link just created (the "shared link" and "payment link" modals): what it does, the address to
 * send, a copy button and a warning that whoever has it may use it.
 */
export function LinkModal({
  modal,
  titulo,
  descricao,
  aviso,
  url,
}: {
  modal: ModalName;
  titulo: string;
  descricao: ReactNode;
  aviso: string;
  url: string | null;
}) {
  const [open, , close] = useModal(modal);
  return (
    <Modal title={titulo} open={open && !!url} onCancel={close} footer={null} destroyOnHidden>
      {url && (
        <Space direction="vertical" style={{ width: "100%" }}>
          <Typography.Paragraph>{descricao}</Typography.Paragraph>
          <Input.TextArea aria-label={titulo} value={url} readOnly autoSize />
          <Typography.Text copyable={{ text: url, tooltips: ["Copiar link", "Copiado"] }}>
            Copiar link
          </Typography.Text>
          <Aviso type="info" title={aviso} />
        </Space>
      )}
    </Modal>
  );
}
