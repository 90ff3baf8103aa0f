import type { ReactNode } from "react";
import { Form, Input } from "antd";
import { regrasTexto, TEXTO_MAX, TEXTO_MIN } from "./regras-texto";

/** A free text a request action sends (reason, objective, answer): checked as the API will, trimmed. */
export function CampoTexto({
  name,
  label,
  rows,
  obrigatorio = true,
  min = TEXTO_MIN,
  extra,
}: {
  name: string;
  label: string;
  rows: number;
  obrigatorio?: boolean;
  min?: number;
  extra?: ReactNode;
}) {
  return (
    <Form.Item name={name} label={label} rules={regrasTexto(obrigatorio, min)} extra={extra}>
      <Input.TextArea rows={rows} maxLength={TEXTO_MAX} showCount />
    </Form.Item>
  );
}
