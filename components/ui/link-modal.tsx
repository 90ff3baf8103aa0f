"use client";
import type { ReactNode } from "react";
import { Input, Modal, Space, Typography } from "antd";
import { Aviso } from "@/components/ui/aviso";
import { useModal, type ModalName } from "@/stores/modals";
import { EnviarPorEmail, type LinkEnviado } from "./enviar-por-email";

/**
 * A shared link just created (the "shared link" and "payment link" modals): what it does, the address to
 * send, a copy button, a warning that whoever has it may use it, and (`porEmail`) a form that e-mails a new
 * one to an address.
 */
export function LinkModal({
  modal,
  titulo,
  descricao,
  aviso,
  url,
  porEmail,
}: {
  modal: ModalName;
  titulo: string;
  descricao: ReactNode;
  aviso: string;
  url: string | null;
  porEmail?: { enviar: (email: string) => Promise<LinkEnviado>; aoEnviar: (l: LinkEnviado) => void };
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
          {porEmail && <EnviarPorEmail {...porEmail} />}
        </Space>
      )}
    </Modal>
  );
}
