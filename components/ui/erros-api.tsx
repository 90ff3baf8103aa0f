"use client";
// A failed call on a form: the server's field errors (the `errors` of its error body) on the fields that
// show them; its message, and the errors of keys no field has, in an alert above the form.
import { useState } from "react";
import { Alert, type FormInstance } from "antd";
import { apiErrorOf, type ApiError } from "@/lib/api-client";

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

/**
 * `mostrar(e)` puts the error on `form` (on the fields it has now) and in `alerta`, and tells whether some
 * field got a message; what was typed stays. `limpar()` hides the alert.
 */
export function useErroDoForm(form: FormInstance, nome?: NomeDoCampo, { fechavel = false } = {}) {
  const [erro, setErro] = useState<{ detail: string; outros: string[] } | null>(null);

  function mostrar(e: unknown): boolean {
    const api = apiErrorOf(e);
    const registrados = [
      ...new Set(form.getFieldsError().flatMap(({ name }) => [String(name[0]), name.join(".")])),
    ];
    const { campos, outros } = errosPorCampo(api, registrados, nome);
    // A list's row is a number in the form's name path ("perguntas.0.pergunta" is ["perguntas", 0, "pergunta"]).
    const caminho = (campo: string) => campo.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    form.setFields(campos.map((c) => ({ ...c, name: caminho(c.name) })));
    setErro({ detail: api.detail, outros });
    return campos.length > 0;
  }

  const alerta = erro && (
    <Alert
      type="error"
      showIcon
      closable={fechavel ? { onClose: () => setErro(null) } : undefined}
      style={{ marginBottom: 16 }}
      title={erro.detail}
      description={erro.outros.length ? erro.outros.join(" ") : undefined}
    />
  );
  return { mostrar, limpar: () => setErro(null), alerta };
}
