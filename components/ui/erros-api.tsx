"use client";
// A failed call on a form: the server's field errors (the `errors` of its error body) on the fields that
// show them; its message, and the errors of keys no field has, in an alert above the form.
import { useState } from "react";
import type { FormInstance } from "antd";
import { CloseOutlined } from "@ant-design/icons";
import { Aviso } from "./aviso";
import { apiErrorOf } from "@/lib/api-client";
import { errosPorCampo, type NomeDoCampo } from "@/lib/erros-por-campo";

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
    <Aviso
      type="error"
      style={{ marginBottom: 16 }}
      title={erro.detail}
      description={erro.outros.length ? erro.outros.join(" ") : undefined}
      action={
        fechavel && (
          <button
            type="button"
            className="botao botao-texto"
            aria-label="Dispensar aviso"
            onClick={() => setErro(null)}
          >
            <CloseOutlined />
          </button>
        )
      }
    />
  );
  return { mostrar, limpar: () => setErro(null), alerta };
}
