import type { ReactNode } from "react";
import { Form } from "antd";
import { AreaDeTexto } from "./area-de-texto";
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
      <AreaDeTexto linhas={rows} maxLength={TEXTO_MAX} />
    </Form.Item>
  );
}
