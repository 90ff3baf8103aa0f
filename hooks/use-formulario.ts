import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from "react";
import { apiErrorOf } from "@/lib/api-client";
import { descrito, focarPrimeiroProblema } from "@/components/ui/campo";
import { errosPorCampo } from "@/lib/erros-por-campo";

type Valores = Record<string, string | boolean>;

/** A field's check: its problem, or undefined when it passes. */
export type Regra<V extends Valores> = (valor: string | boolean, valores: V) => string | undefined;

/** A required field: its message when left empty (or only spaces), else what `depois` says of it. */
export const obrigatorio =
  (depois: (texto: string) => string | undefined = () => undefined) =>
  (valor: string | boolean): string | undefined =>
    !String(valor).trim() ? "Preencha este campo." : depois(String(valor));

/**
 * A plain form's state (the forms drawn without antd: styles/plain.css). Fields are named by the API's keys
 * ("cartao.numero", "respostas.0.nota"), so the server's field errors land on them. A field's own check shows
 * from the first send on, and follows what is typed; the server's stays until its field changes. A send with
 * problems sends nothing and puts the focus on the first field to fix. What was typed stays on a failure.
 */
export function useFormulario<V extends Valores>(iniciais: V, regras: { [K in keyof V]?: Regra<V> }) {
  const [valores, setValores] = useState(iniciais);
  const [enviou, setEnviou] = useState(false);
  const [tentativas, setTentativas] = useState(0);
  const [doServidor, setDoServidor] = useState<Record<string, string>>({});
  const [alerta, setAlerta] = useState<{ detail: string; outros: string[] } | null>(null);
  const [enviando, setEnviando] = useState(false);
  // The form last sent, whose first field to fix takes the focus after a send with problems.
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const prefixo = useId();

  const proprios = (v: V) => {
    const erros: Record<string, string> = {};
    for (const campo of Object.keys(regras)) {
      const erro = regras[campo]?.(v[campo], v);
      if (erro) erros[campo] = erro;
    }
    return erros;
  };
  const erros: Record<string, string | undefined> = { ...(enviou ? proprios(valores) : {}), ...doServidor };

  useEffect(() => {
    if (tentativas) focarPrimeiroProblema(form);
  }, [tentativas, form]);

  function definir<K extends keyof V & string>(campo: K, valor: V[K]) {
    setValores((v) => ({ ...v, [campo]: valor }));
    setDoServidor(({ [campo]: _, ...outros }) => outros);
  }

  /** Back to the first values with no problem shown, for a form that stays once sent (a conversation's). */
  function limpar() {
    setValores(iniciais);
    setEnviou(false);
    setDoServidor({});
    setAlerta(null);
  }

  /** A field's element id, unique on the page (a form may show twice: a card form per tab). */
  const id = (campo: keyof V & string) => `${prefixo}${campo.replace(/\W/g, "-")}`;

  /** A text field's props: id, value, change (through `normalizar`, a mask), and its problem for assistive technology. */
  const entrada = <K extends keyof V & string>(
    campo: K,
    normalizar: (texto: string) => string = (t) => t,
  ) => ({
    id: id(campo),
    value: String(valores[campo]),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      definir(campo, normalizar(e.target.value) as V[K]),
    ...descrito(id(campo), erros[campo]),
  });

  /** The form's onSubmit: checks, then runs `acao`; a failed call's errors go to their fields and the alert. */
  const enviar = (acao: (v: V) => Promise<unknown>) => async (e: FormEvent) => {
    e.preventDefault();
    setForm(e.currentTarget as HTMLFormElement);
    setEnviou(true);
    setAlerta(null);
    if (Object.keys(proprios(valores)).length) {
      setTentativas((t) => t + 1);
      return;
    }
    setEnviando(true);
    try {
      await acao(valores);
    } catch (falha) {
      const api = apiErrorOf(falha);
      const { campos, outros } = errosPorCampo(api, Object.keys(valores));
      setDoServidor(Object.fromEntries(campos.map((c) => [c.name, c.errors.join(" ")])));
      setAlerta({ detail: api.detail, outros });
      setTentativas((t) => t + 1);
    } finally {
      setEnviando(false);
    }
  };

  return { valores, definir, erros, alerta, enviando, enviar, id, entrada, limpar };
}
