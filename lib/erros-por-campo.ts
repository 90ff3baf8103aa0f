// The server's field errors (the `errors` of its error body) sorted onto the fields of a form.
import type { ApiError } from "@/lib/api-client";

/** The form field showing the errors of an API key, when the form names it differently. */
export type NomeDoCampo = (chave: string) => string;

/**
 * Splits the server's `errors` into those of the form's fields ("empresas.2" counts as "empresas") and the
 * rest, which the form shows in its alert with the `detail`.
 */
export function errosPorCampo<F extends string>(
  erro: ApiError,
  campos: readonly F[],
  nome: NomeDoCampo = (chave) => chave,
) {
  const porCampo = new Map<F, string[]>();
  const outros: string[] = [];
  for (const [chave, mensagens] of Object.entries(erro.errors ?? {})) {
    const raiz = nome(chave.split(/[.[]/)[0]);
    // A nested field ("cartao.numero") takes its own key; otherwise the key's root field does.
    const campo = campos.find((c) => c === chave) ?? campos.find((c) => c === raiz);
    if (campo) porCampo.set(campo, [...(porCampo.get(campo) ?? []), ...mensagens]);
    else outros.push(...mensagens);
  }
  return { campos: [...porCampo].map(([name, errors]) => ({ name, errors })), outros };
}
