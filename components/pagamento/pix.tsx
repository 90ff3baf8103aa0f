"use client";
import { Input, QRCode, Space, Typography } from "antd";
import { formatBRL } from "@/lib/format";

/** A Pix to pay: its QR code (drawn from the BR Code) and the "copia e cola" text with a copy button. */
export function CobrancaPix({ codigo, valor }: { codigo: string; valor: number }) {
  return (
    <Space direction="vertical" align="center" style={{ width: "100%" }}>
      <Typography.Text>
        Pague <strong>{formatBRL(valor)}</strong> lendo o QR code no aplicativo do seu banco ou copiando o
        código.
      </Typography.Text>
      <QRCode value={codigo} size={200} bordered={false} aria-label="QR code do Pix" />
      <Input.TextArea
        aria-label="Código Pix copia e cola"
        value={codigo}
        readOnly
        autoSize
        style={{ wordBreak: "break-all" }}
      />
      <Typography.Text copyable={{ text: codigo, tooltips: ["Copiar código", "Copiado"] }}>
        Copiar código Pix
      </Typography.Text>
    </Space>
  );
}
