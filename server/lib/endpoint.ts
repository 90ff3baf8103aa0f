import "server-only";
import { createRoute, z, type OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { ACOES, permite, type Acao } from "../authz/acoes";
import type { Db, Tx } from "../db/client";
import type { Versoes } from "./cache-por-versao";
import type { AuthUser, HubEnv } from "./context";
import { limitarCorpo, limiteMultipart } from "./corpo";
import { ErrorSchema, forbidden, unauthorized } from "./errors";
import { pageOf, type Page, type PaginationQuery } from "./pagination";
import { abrirChave, gravarChave, umaVez, type Chave } from "./idempotencia";
import { IdempotencyHeader, NoQuery } from "./params";

/** "METHOD /path" → action of every route built here, so a test can prove no route skipped the check. */
export const GUARDED_ROUTES = new Map<string, Acao>();

function authorize(key: string, acao: Acao): MiddlewareHandler<HubEnv> {
  const access = ACOES[acao];
  if (!access) throw new Error(`Ação sem regra na tabela de permissões: ${acao} (${key})`);
  if (access === "sistema") throw new Error(`Ação só do sistema numa rota: ${acao} (${key})`);
  GUARDED_ROUTES.set(key, acao);
  return async (c, next) => {
    if (access !== "public") {
      const user = c.get("user");
      if (!user) throw unauthorized();
      if (!permite(acao, user)) throw forbidden();
    }
    await next();
  };
}

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** A required JSON request body of `schema`. */
export const corpo = <T extends z.ZodType>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true as const,
});

/** A required multipart body of `schema`: a form with files. */
export const formulario = <T extends z.ZodType>(schema: T) => ({
  content: { "multipart/form-data": { schema } },
  required: true as const,
});

/** A file download's success response: its bytes as `tipo`. */
export const arquivo = (descricao: string, tipo = "application/octet-stream") => ({
  description: descricao,
  content: { [tipo]: { schema: z.string().openapi({ format: "binary" }) } },
});

const errorResponse = (description: string) => json(ErrorSchema, description);

type Request = NonNullable<RouteConfig["request"]>;
type Entrada<R, K extends keyof Request> = R extends { request: { [k in K]: infer S } }
  ? S extends z.ZodType
    ? z.output<S>
    : never
  : undefined;
type Corpo<R> = R extends { request: { body: { content: infer C } } }
  ? C[keyof C] extends { schema: infer S extends z.ZodType }
    ? z.output<S>
    : never
  : undefined;
export type Sucesso<R> = R extends { responses: infer S }
  ? S extends { 200: { content: { "application/json": { schema: infer T extends z.ZodType } } } }
    ? z.input<T>
    : S extends { 201: { content: { "application/json": { schema: infer T extends z.ZodType } } } }
      ? z.input<T>
      : null
  : never;

/**
 * An answer already serialised, as a cache keeps it: the endpoint sends its bytes as they are, where a
 * handler's data would be serialised and encoded on every call. `T` is what it holds, so a handler's cached
 * branch is checked against its response schema like the other.
 */
export class JsonPronto<T> {
  declare private readonly tipo: T;
  constructor(readonly bytes: Uint8Array<ArrayBuffer>) {}
}

/** `valor` serialised once, for a cache to keep (JsonPronto). */
export const emJson = <T>(valor: T) => new JsonPronto<T>(new TextEncoder().encode(JSON.stringify(valor)));

/** What a handler gets: the database (the transaction's, with `transacao`), the caller, the input, the clock. */
export type Contexto<R> = {
  db: R extends { transacao: true } ? Tx : Db | Tx;
  /** The signed-in user; routes whose action is not public always have one. */
  user: AuthUser;
  /** The user when there may be none (public actions). */
  sessao: AuthUser | null;
  params: Entrada<R, "params">;
  query: Entrada<R, "query">;
  body: Corpo<R>;
  /** The caches' versions, read with the session (null without one): a cache then reads none itself. */
  versoes: Versoes | null;
  /** The version the caller saw (If-Match), on routes that declare the header. */
  versao: number | undefined;
  now: Date;
  /** `{count, next, previous, results}` of a list, from the query's page and size. */
  pagina: <T>(
    listar: (win: { limit: number; offset: number }) => Promise<{ count: number; results: T[] }>,
    tamanho?: number,
  ) => Promise<Page<T>>;
  c: Context<HubEnv>;
};

export type Config = Omit<RouteConfig, "middleware"> & {
  acao: Acao;
  /** Runs the handler in one transaction; `db` is then the transaction. */
  transacao?: boolean;
  /** How many files a multipart body may carry at most: its size limit (default one file). */
  arquivos?: number;
  /** The largest a file of the body may be (default the portal's file limit): the body past it is not read. */
  bytesPorArquivo?: number;
  /**
   * A create the caller may retry: it takes an Idempotency-Key header and a retry with the same key answers
   * the first result (server/lib/idempotencia.ts). With `transacao` the key commits with the create; without
   * it (a route that calls another system, server/lib/externa.ts) the key's row is written before the handler
   * and its answer after, and a key whose first use died unanswered runs again, the handler's own committed
   * intent keeping it from acting twice.
   */
  idempotente?: true;
};

const valid = (c: Context<HubEnv>, target: string) =>
  (c.req as unknown as { valid: (t: string) => unknown }).valid(target);

/**
 * The one endpoint builder (DESIGN §3): registers `config` on `router` with its action's permission
 * check, the error responses every route may give and a mandatory query schema (NoQuery when it takes
 * none, so unknown parameters are refused). The handler returns data: it answers with the first success
 * status the config declares (204 without a body), and with the data's `versao` as ETag; a handler that
 * returns a Response (a file) answers it as is, and one that returns a JsonPronto answers its bytes.
 */
export function endpoint<const R extends Config>(
  router: OpenAPIHono<HubEnv>,
  { acao, transacao, arquivos = 1, bytesPorArquivo, idempotente, ...rota }: R,
  handler: (ctx: Contexto<R>) => Promise<Sucesso<R> | Response | JsonPronto<Sucesso<R>>>,
) {
  const key = `${rota.method.toUpperCase()} ${rota.path}`;
  if (!rota.request?.query) throw new Error(`Rota sem esquema de query (use NoQuery): ${key}`);
  if (idempotente && rota.request.headers) throw new Error(`Rota idempotente não declara cabeçalhos: ${key}`);
  const config = idempotente ? { ...rota, request: { ...rota.request, headers: IdempotencyHeader } } : rota;
  const status = Number(Object.keys(config.responses).find((s) => s.startsWith("2")));
  const corpo = config.request?.body?.content;
  const alvoCorpo = corpo && ("multipart/form-data" in corpo ? "form" : "json");
  const route = createRoute({
    ...config,
    middleware: (alvoCorpo === "form"
      ? [authorize(key, acao), limitarCorpo(limiteMultipart(arquivos, bytesPorArquivo))]
      : [authorize(key, acao)]) as never,
    responses: {
      400: errorResponse("Dados inválidos"),
      401: errorResponse("Sessão ausente ou inválida"),
      403: errorResponse("Sem permissão"),
      404: errorResponse("Não encontrado"),
      413: errorResponse("Envio acima do limite"),
      503: errorResponse("Banco de dados indisponível"),
      ...config.responses,
    },
  });
  router.openapi(route, (async (c: Context<HubEnv>) => {
    const query = valid(c, "query") as PaginationQuery;
    const base = {
      user: c.get("user")!,
      sessao: c.get("user"),
      versoes: c.get("versoes"),
      params: config.request?.params ? valid(c, "param") : undefined,
      query,
      body: alvoCorpo ? valid(c, alvoCorpo) : undefined,
      versao: config.request?.headers
        ? (valid(c, "header") as { "if-match"?: number })["if-match"]
        : undefined,
      now: c.get("deps").now(),
      pagina: (listar: Parameters<Contexto<R>["pagina"]>[0], tamanho?: number) =>
        pageOf(c.req.url, query, listar, tamanho),
      c,
    };
    const db = c.get("db");
    const run = (conn: Db | Tx) => handler({ ...base, db: conn } as unknown as Contexto<R>);
    const texto = idempotente && (valid(c, "header") as { "idempotency-key"?: string })["idempotency-key"];
    const chave: Chave | undefined = texto
      ? { usuarioId: base.user.id, rota: key, chave: texto, corpo: base.body }
      : undefined;
    const uma = (tx: Tx, chave: Chave) => umaVez(tx, chave, async () => ({ status, corpo: await run(tx) }));
    // Outside a transaction the key's row commits before the handler, and its answer after.
    const apartada = async (chave: Chave) => {
      const antes = await abrirChave(db, chave);
      if (antes) return { ...antes, repetida: true };
      const corpo = await run(db);
      await gravarChave(db, chave, { status, corpo });
      return { status, corpo, repetida: false };
    };
    const comChave = async (chave: Chave) => {
      const resposta = transacao ? await db.transaction((tx) => uma(tx, chave)) : await apartada(chave);
      if (resposta.repetida) c.header("Idempotent-Replayed", "true");
      return resposta.corpo;
    };
    const data = chave ? await comChave(chave) : transacao ? await db.transaction(run) : await run(db);
    if (data instanceof Response) return data;
    if (data instanceof JsonPronto)
      return c.body(data.bytes, status as 200, { "content-type": "application/json" });
    if (status === 204) return c.body(null, 204);
    const versao = (data as { versao?: unknown } | null)?.versao;
    if (typeof versao === "number") c.header("ETag", `"${versao}"`);
    return c.json(data as object, status as 200);
  }) as never);
}

/** What a GET declares beside its answer: its query (NoQuery when it takes none) and path parameters. */
type Leitura = Pick<Config, "path" | "acao" | "tags" | "transacao" | "description"> & {
  query?: Request["query"];
  params?: Request["params"];
};
type ConfigDaLeitura<L extends Leitura, S> = Omit<L, "query" | "params"> & {
  method: "get";
  request: { query: L extends { query: infer Q } ? Q : typeof NoQuery } & Pick<L, "params">;
  responses: { 200: S };
};

/**
 * A GET that answers `resposta` (json(...) or arquivo(...)) and nothing else of its own, the most common
 * route (one object by id, a file, a page of a list): its path, action, input and answer rather than the
 * whole endpoint again. A GET with more (other answers, headers) is an `endpoint`.
 */
export function leitura<const L extends Leitura, const S extends RouteConfig["responses"][string]>(
  router: OpenAPIHono<HubEnv>,
  { query = NoQuery, params, ...rota }: L,
  resposta: S,
  handler: Parameters<typeof endpoint<ConfigDaLeitura<L, S>>>[2],
) {
  const config = {
    method: "get",
    ...rota,
    request: { query, ...(params && { params }) },
    responses: { 200: resposta },
  };
  endpoint(router, config as Config, handler as never);
}

/** What a change declares beside its answers: its method, query (NoQuery when it takes none), path and body. */
export type Escrita = Pick<Config, "path" | "acao" | "tags" | "description" | "idempotente" | "arquivos"> & {
  method: "post" | "put" | "patch" | "delete";
  query?: Request["query"];
  params?: Request["params"];
  body?: Request["body"];
};
export type ConfigDaEscrita<E extends Escrita, S> = Omit<E, "query" | "params" | "body"> & {
  transacao: true;
  request: { query: E extends { query: infer Q } ? Q : typeof NoQuery } & Pick<E, "params" | "body">;
  responses: S;
};

/**
 * A change in one transaction answering `respostas`, the write counterpart of `leitura`: a create, replace,
 * change or removal. One outside a transaction (signing in) is an `endpoint`; a transition, a `transicao`.
 */
export function escrita<const E extends Escrita, const S extends RouteConfig["responses"]>(
  router: OpenAPIHono<HubEnv>,
  { query = NoQuery, params, body, ...rota }: E,
  respostas: S,
  handler: Parameters<typeof endpoint<ConfigDaEscrita<E, S>>>[2],
) {
  const request = { query, ...(params && { params }), ...(body && { body }) };
  endpoint(router, { ...rota, transacao: true, request, responses: respostas } as Config, handler as never);
}

/**
 * A GET without query that answers `listar(db)`, an array of `item`: the reference lists (states, groups,
 * rate models…), so each is one line of what it lists rather than the whole endpoint again.
 */
export function lista<T extends z.ZodType>(
  router: OpenAPIHono<HubEnv>,
  { descricao, ...rota }: { path: string; acao: Acao; tags: string[]; descricao: string },
  item: T,
  listar: (db: Db | Tx) => Promise<z.input<T>[]>,
) {
  leitura(router, rota, json(z.array(item), descricao), ({ db }) => listar(db));
}
