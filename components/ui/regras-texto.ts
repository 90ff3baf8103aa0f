// Validation of the free texts the request actions send (the API wants 10..2000 characters, trimmed).
import type { FormRule } from "antd";

import { TEXTO_MAX, TEXTO_MIN } from "@/lib/regras/solicitacao";

export { TEXTO_MAX, TEXTO_MIN };

/** Counts the text as the server will (trimmed), so "          " is empty, not ten characters. */
export function erroDeTexto(
  valor: string | undefined,
  obrigatorio: boolean,
  min = TEXTO_MIN,
  max = TEXTO_MAX,
): string | null {
  const n = valor?.trim().length ?? 0;
  if (n === 0) return obrigatorio ? "Campo obrigatório." : null;
  if (n < min) return `Escreva pelo menos ${min} caracteres.`;
  if (n > max) return `Use no máximo ${max} caracteres.`;
  return null;
}

/** A text field's rules; `min` and `max` of other texts than the request actions' (a title, a question). */
export const regrasTexto = (obrigatorio = true, min = TEXTO_MIN, max = TEXTO_MAX): FormRule[] => [
  {
    required: obrigatorio,
    validator: (_, valor?: string) => {
      const erro = erroDeTexto(valor, obrigatorio, min, max);
      return erro ? Promise.reject(new Error(erro)) : Promise.resolve();
    },
  },
];
