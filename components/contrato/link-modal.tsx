"use client";
import { Alert, Input, Modal, Space, Typography } from "antd";
import { formatDateTime } from "@/lib/format";
import { useModal } from "@/stores/modals";

/** The "shared link" modal: the address to send to whoever signs without an account, and until when. */
export function LinkModal({ link }: { link: { url: string; expira: string; quem: string } | null }) {
  const [open, , close] = useModal("sharedLink");
  return (
    <Modal title="Link para assinar" open={open && !!link} onCancel={close} footer={null} destroyOnHidden>
      {link && (
        <Space direction="vertical" style={{ width: "100%" }}>
          <Typography.Paragraph>
            Envie este link a quem assina por <strong>{link.quem}</strong>. Ele abre o contrato sem login,
            pede nome e CPF e vale para uma única assinatura até {formatDateTime(link.expira)}.
          </Typography.Paragraph>
          <Input.TextArea aria-label="Link para assinar" value={link.url} readOnly autoSize />
          <Typography.Text copyable={{ text: link.url, tooltips: ["Copiar link", "Copiado"] }}>
            Copiar link
          </Typography.Text>
          <Alert
            type="info"
            showIcon
            title="Quem tiver o link pode assinar por esta parte: envie-o só à pessoa certa."
          />
        </Space>
      )}
    </Modal>
  );
}
