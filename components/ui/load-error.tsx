"use client";
import { apiErrorOf } from "@/lib/api-client";

/**
 * What a list or detail shows when its data could not be loaded: what failed, why, and a retry. Plain HTML
 * (styles/plain.css), so the parts drawn without antd (the cart) show it too.
 */
export function LoadError({ title, error, retry }: { title: string; error: unknown; retry: () => unknown }) {
  return (
    <div role="alert" className="aviso aviso-erro aviso-com-acao">
      <div>
        <strong>{title}</strong>
        <div>{apiErrorOf(error).detail}</div>
      </div>
      <button type="button" className="botao" onClick={() => void retry()}>
        Tentar de novo
      </button>
    </div>
  );
}
