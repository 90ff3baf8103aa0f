import type { TextareaHTMLAttributes } from "react";

/**
 * A text area in plain HTML (`.entrada`) for an antd Form.Item (antd's TextArea with autoSize and showCount):
 * it grows with its text from `linhas` up to `maxLinhas`, and counts its characters against `maxLength` below
 * it. The item gives its id, value, change and, on a problem, aria-invalid, which draws the red border.
 */
export function AreaDeTexto({
  value,
  maxLength,
  linhas = 3,
  maxLinhas = 8,
  ...props
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "rows"> & {
  value?: string;
  maxLength: number;
  linhas?: number;
  maxLinhas?: number;
}) {
  const texto = value ?? "";
  return (
    <div className="area-de-texto">
      <textarea
        className="entrada"
        rows={linhas}
        maxLength={maxLength}
        value={texto}
        // Lines of 22 px, with .entrada's 4 + 4 px of padding and 1 + 1 px of border.
        style={{ minHeight: linhas * 22 + 10, maxHeight: maxLinhas * 22 + 10 }}
        {...props}
      />
      <span className="texto-secundario campo-contador">
        {texto.length} / {maxLength}
      </span>
    </div>
  );
}
