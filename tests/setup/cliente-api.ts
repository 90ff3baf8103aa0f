// The test API's calls typed by the generated contract (services/contrato.gen.ts), as the browser's are
// (services/api.ts): a path is one of its templates, its path parameters, query and body the operation's, and
// the answer's body the success one. A test that sends what the contract forbids calls `raw`, by name.
import { expect } from "vitest";
import type { components, paths } from "@/services/contrato.gen";
import type { Caminho, Resposta } from "@/services/api";
import { preencherCaminho, textoDaQuery } from "@/lib/chamada-api";

type Metodo = "get" | "post" | "put" | "patch" | "delete";
type Operacao<M extends Metodo, P extends Caminho<M>> = NonNullable<paths[`/api/hub${P}`][M]>;
type Parametros<O> = O extends { parameters: infer A } ? A : never;
type Conteudo<B, Tipo extends string> = B extends { content: { [T in Tipo]: infer C } } ? C : never;
type Pedido<O, Tipo extends string> = O extends { requestBody: infer B } ? Conteudo<B, Tipo> : never;

/** The one error body of the API (server/lib/errors.ts). */
export type Erro = components["schemas"]["Erro"];

/**
 * What a call answered. Its JSON (null when empty) is read both as the operation's success body and as the
 * error body: the status the test asserts says which applies.
 */
export type Answer<T> = { status: number; headers: Headers; body: T; error: Erro };

/** A multipart form as sent: a list value becomes a repeated field. */
export type Campos = Record<string, string | Blob | (string | Blob)[]>;

/** What any call may carry besides the operation's own parameters and body. */
type Envio = {
  token?: string;
  /** The address the server sees (server/borda.ts); 10.0.0.1 unless given. */
  ip?: string;
  headers?: Record<string, string>;
};

/** A call `raw` sends: any body, JSON or a multipart form. */
export type EnvioCru = Envio & { body?: unknown; form?: Campos };

/** The JSON body an operation takes. */
export type Corpo<M extends Metodo, P extends Caminho<M>> = Pedido<Operacao<M, P>, "application/json">;

/** The multipart form an operation takes, its fields typed (numbers sent as text, Blobs as files). */
export type Formulario<M extends Metodo, P extends Caminho<M>> = Pedido<
  Operacao<M, P>,
  "multipart/form-data"
>;

/** The query an operation takes. */
export type Query<M extends Metodo, P extends Caminho<M>> =
  Parametros<Operacao<M, P>> extends { query?: infer Q } ? Q : never;

type Rota<M extends Metodo, P extends Caminho<M>> =
  Parametros<Operacao<M, P>> extends { path: infer R } ? { path: R } : { path?: never };

type ComQuery<M extends Metodo, P extends Caminho<M>> =
  Parametros<Operacao<M, P>> extends { query: infer Q } ? { query: Q } : { query?: Query<M, P> };

type CorpoOuFormulario<M extends Metodo, P extends Caminho<M>> = [Corpo<M, P>] extends [never]
  ? [Formulario<M, P>] extends [never]
    ? { body?: never; form?: never }
    : { form: Formulario<M, P>; body?: never }
  : { body: Corpo<M, P>; form?: never };

/** A call of the contract: its path parameters, query and body, each required when the operation's is. */
export type Opcoes<M extends Metodo, P extends Caminho<M>> = Envio &
  Rota<M, P> &
  ComQuery<M, P> &
  CorpoOuFormulario<M, P> & {
    /** The version the test read, sent as If-Match so a stale change answers 409. */
    versao?: number;
  };

/** The success body of an operation; null for one that answers 204. */
export type Sucesso<M extends Metodo, P extends Caminho<M>> = [Resposta<M, P>] extends [undefined]
  ? null
  : Resposta<M, P>;

type Argumentos<T> = object extends T ? [opcoes?: T] : [opcoes: T];

/** Any call; `T`, what the test expects a success to answer, since nothing checks the call against the contract. */
export type Cru = <T = unknown>(method: string, url: string, opcoes?: EnvioCru) => Promise<Answer<T>>;

const campos = (form: object): Campos =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([, valor]) => valor !== undefined)
      .map(([nome, valor]) => [
        nome,
        Array.isArray(valor)
          ? valor.map((v) => (v instanceof Blob ? v : String(v)))
          : valor instanceof Blob
            ? valor
            : String(valor),
      ]),
  );

/** `get`, `post`, `put`, `patch` and `delete` of the contract's paths, sent through `raw`. */
export function clienteDoContrato(raw: Cru) {
  const chamar =
    <M extends Metodo>(metodo: M) =>
    <P extends Caminho<M>>(caminho: P, ...[opcoes]: Argumentos<Opcoes<M, P>>) => {
      const { path, query, body, form, versao, headers, ...envio } = (opcoes ?? {}) as Opcoes<M, P>;
      return raw(metodo.toUpperCase(), preencherCaminho(caminho, path) + textoDaQuery(query), {
        ...envio,
        headers: versao === undefined ? headers : { ...headers, "if-match": `"${versao}"` },
        body,
        form: form && campos(form),
      }) as Promise<Answer<Sucesso<M, P>>>;
    };
  return {
    get: chamar("get"),
    post: chamar("post"),
    put: chamar("put"),
    patch: chamar("patch"),
    delete: chamar("delete"),
  };
}

/** The body of a call that must answer `status`: the test fails, showing the error body, on any other. */
export async function sucesso<T>(chamada: Promise<Answer<T>>, status = 200) {
  const res = await chamada;
  expect(res.status, JSON.stringify(res.error)).toBe(status);
  return res.body;
}
