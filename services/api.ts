// Calls of the Hub API typed by path and method from the generated contract (services/contrato.gen.ts),
// over the one API client (lib/api-client.ts) and its sign-out rules.
import { hashKey, keepPreviousData, queryOptions, type QueryKey } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { preencherCaminho } from "@/lib/chamada-api";
import type { components, paths } from "./contrato.gen";

/** A schema of the contract by name: `Schema<"SolicitacaoInterna">`. */
export type Schema<N extends keyof components["schemas"]> = components["schemas"][N];

/** A page of any list: the contract's page shape (`count`, `next`, `previous`) with items of type T. */
export type Page<T> = Omit<Schema<"SolicitacaoExternaPagina">, "results"> & { results: T[] };

type Metodo = "get" | "post" | "put" | "patch" | "delete";
type Base = "/api/hub";

/** The contract's paths as the client calls them, relative to the API base. */
export type Caminho<M extends Metodo> = {
  [P in keyof paths]: P extends `${Base}${infer R}` ? (paths[P][M] extends undefined ? never : R) : never;
}[keyof paths];

type Operacao<M extends Metodo, P extends Caminho<M>> = NonNullable<paths[`${Base}${P}`][M]>;
type Conteudo<T> = T extends { content: infer C } ? C[keyof C] : never;

/** The body of the success answer (200, 201 or 204) of an operation. */
export type Resposta<M extends Metodo, P extends Caminho<M>> =
  Operacao<M, P> extends { responses: infer R }
    ? R extends { 200: infer S }
      ? Conteudo<S>
      : R extends { 201: infer S }
        ? Conteudo<S>
        : undefined
    : never;

type Parametros<O> = O extends { parameters: infer A } ? A : never;
type Query<O> = Parametros<O> extends { query?: infer Q } ? Q : never;
type Rota<O> = Parametros<O> extends { path: infer R } ? R : never;
type Corpo<O> = O extends { requestBody?: infer B } ? Conteudo<NonNullable<B>> : never;

/** The query a GET takes: what list hooks accept as their filters. */
export type QueryDe<P extends Caminho<"get">> = NonNullable<Query<Operacao<"get", P>>>;

/** The JSON body a call takes. */
export type CorpoDe<M extends Metodo, P extends Caminho<M>> = Corpo<Operacao<M, P>>;

/** Path parameters, query, headers and body of a call, each typed when the operation has them. */
export type Opcoes<M extends Metodo, P extends Caminho<M>> = {
  path?: Rota<Operacao<M, P>>;
  query?: Query<Operacao<M, P>>;
  /** A multipart call takes FormData; a JSON one its typed body. */
  body?: Corpo<Operacao<M, P>> | FormData;
  /** The version the user saw, sent as If-Match so a stale change answers 409. */
  versao?: number;
  headers?: Record<string, string>;
};

async function chamar<M extends Metodo, P extends Caminho<M>>(
  metodo: M,
  caminho: P,
  opcoes: Opcoes<M, P> = {},
): Promise<Resposta<M, P>> {
  const { data } = await apiClient.request<Resposta<M, P>>({
    method: metodo,
    url: preencherCaminho(caminho, opcoes.path),
    query: opcoes.query,
    body: opcoes.body,
    headers: {
      ...opcoes.headers,
      ...(opcoes.versao === undefined ? {} : { "If-Match": `"${opcoes.versao}"` }),
    },
  });
  return data;
}

/** `api.get("/servico/detalhe/{id}/", {path: {id}})` answers the contract's type for that call. */
export const api = {
  get: <P extends Caminho<"get">>(caminho: P, opcoes?: Opcoes<"get", P>) => chamar("get", caminho, opcoes),
  post: <P extends Caminho<"post">>(caminho: P, opcoes?: Opcoes<"post", P>) =>
    chamar("post", caminho, opcoes),
  put: <P extends Caminho<"put">>(caminho: P, opcoes?: Opcoes<"put", P>) => chamar("put", caminho, opcoes),
  patch: <P extends Caminho<"patch">>(caminho: P, opcoes?: Opcoes<"patch", P>) =>
    chamar("patch", caminho, opcoes),
  delete: <P extends Caminho<"delete">>(caminho: P, opcoes?: Opcoes<"delete", P>) =>
    chamar("delete", caminho, opcoes),
};

/** What a GET is read with: its path parameters and query. */
export type Leitura<P extends Caminho<"get">> = Pick<Opcoes<"get", P>, "path" | "query">;

/** What a page rendered on the server read of a GET (server/leitura.ts): the call's options, its answer, when. */
export type Lida<P extends Caminho<"get">> = { opcoes: Leitura<P>; dados: Resposta<"get", P>; em: number };

/**
 * The server's answer as a query's first data, while the query calls with the options it was read with (a list
 * whose filters changed since fetches). Its age goes along: a page the router kept for Back is refreshed once
 * older than the query's staleTime, like any other data.
 */
export const doServidor = <P extends Caminho<"get">>(opcoes: Leitura<P>, servidor: Lida<P> | undefined) =>
  servidor && hashKey([opcoes]) === hashKey([servidor.opcoes])
    ? { initialData: servidor.dados, initialDataUpdatedAt: servidor.em }
    : {};

/**
 * Query options of one GET: its cache key and the typed call, for `useQuery` and prefetching alike; `servidor`,
 * what the page read of it on the server (server/leitura.ts), as its first data.
 */
export const leitura = <P extends Caminho<"get">>(
  queryKey: QueryKey,
  caminho: P,
  opcoes?: Opcoes<"get", P>,
  servidor?: Lida<P>,
) =>
  queryOptions({
    queryKey,
    queryFn: () => api.get(caminho, opcoes),
    ...doServidor({ path: opcoes?.path, query: opcoes?.query }, servidor),
  });

/**
 * A page of a list: the leitura of `caminho` with the list's filters and page as its query; the page shown
 * stays while the next one arrives.
 */
export const pagina = <P extends Caminho<"get">>(
  queryKey: QueryKey,
  caminho: P,
  query: Opcoes<"get", P>["query"],
  servidor?: Lida<P>,
) => ({ ...leitura(queryKey, caminho, { query }, servidor), placeholderData: keepPreviousData });

const EXTENSAO: Record<string, string> = {
  "application/pdf": ".pdf",
  "image/png": ".png",
  "image/jpeg": ".jpg",
};

/**
 * Downloads a file of the API: it needs the bearer header, so it is fetched with the API client and
 * handed to the browser under `nome`.
 */
export async function baixarArquivo(
  caminho: string,
  nome: string,
  // A document the server issues on request (the final attestation) is a POST.
  method: "get" | "post" = "get",
  /** Told the bytes received so far, while a long download (an export) runs. */
  progresso?: (bytes: number) => void,
): Promise<void> {
  const { data } = await apiClient.request<Blob>({
    url: caminho,
    method,
    formato: "blob",
    progresso,
  });
  const url = URL.createObjectURL(data);
  const link = document.createElement("a");
  link.href = url;
  // A name without an extension (a proof that may be a PDF or a photo) takes the one of its type.
  link.download = /\.\w+$/.test(nome) ? nome : `${nome}${EXTENSAO[data.type] ?? ""}`;
  link.click();
  // Some browsers read the URL after click() returns; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
