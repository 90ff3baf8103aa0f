import type { InputHTMLAttributes } from "react";

/**
 * A one-line text field in plain HTML (`.entrada`) for an antd Form.Item (antd's Input with showCount), its
 * characters counted against `maxLength` below it, as AreaDeTexto's. The item gives its id, value, change and, on
 * a problem, aria-invalid, which draws the red border.
 */
export function EntradaDeTexto({
  value,
  maxLength,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "value"> & { value?: string; maxLength: number }) {
  const texto = value ?? "";
  return (
    <div className="area-de-texto">
      <input className="entrada" maxLength={maxLength} value={texto} {...props} />
      <span className="texto-secundario campo-contador">
        {texto.length} / {maxLength}
      </span>
    </div>
  );
}
