import type { ButtonHTMLAttributes } from "react";
import { LoadingOutlined } from "@ant-design/icons";

/** A plain form's main button (antd's primary button, in plain HTML), which spins and waits while its call runs. */
export function BotaoEnviar({
  carregando,
  bloco = false,
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { carregando: boolean; bloco?: boolean }) {
  return (
    <button
      type="submit"
      className={bloco ? "botao botao-principal botao-bloco" : "botao botao-principal"}
      disabled={carregando}
      aria-busy={carregando || undefined}
      {...props}
    >
      {carregando && <LoadingOutlined />}
      {children}
    </button>
  );
}
