import "server-only";
import type { OpenAPIHono, RouteConfig } from "@hono/zod-openapi";
import type { Conn, Db, Tx } from "../db/client";
import type { HubEnv } from "./context";
import {
  endpoint,
  type Config,
  type ConfigDaEscrita,
  type Contexto,
  type Escrita,
  type Sucesso,
} from "./endpoint";
import { NoQuery } from "./params";

/**
 * The three steps of a call to another system (payment gateway, ERP, metrics; DESIGN §3: never inside a
 * transaction). `registrar` commits the intent in one transaction (a row with the idempotency key the call
 * sends) and answers it, or answers `pronto` when nothing is to be called (a pending Pix handed out again);
 * `chamar` calls the other system with no transaction open; `gravar` records its answer in another. A crash
 * between the two leaves the intent committed and pending, for a check to reconcile by its key; `chamar`
 * failing leaves it so too, as its answer is unknown.
 */
export type Fases<I, R, T> = {
  registrar: (tx: Tx) => Promise<{ intencao: I } | { pronto: T }>;
  chamar: (intencao: I) => Promise<R>;
  gravar: (tx: Tx, intencao: I, resposta: R) => Promise<T>;
};

/**
 * Runs `fases` over `db`. Routes pass the database (escritaExterna), so the intent commits before the call. Given a
 * transaction, each phase is a savepoint of it and nothing commits before the call: only the demo data's seeding
 * does that, in its one transaction, charging the sandbox.
 */
export async function chamadaExterna<I, R, T>(db: Conn, fases: Fases<I, R, T>): Promise<T> {
  const registro = await db.transaction(fases.registrar);
  if ("pronto" in registro) return registro.pronto;
  const resposta = await fases.chamar(registro.intencao);
  return db.transaction((tx) => fases.gravar(tx, registro.intencao, resposta));
}

/** What a route that calls another system declares: as `escrita`'s, but no files. */
type Externa = Omit<Escrita, "arquivos">;
type ConfigDaExterna<E extends Externa, S> = Omit<ConfigDaEscrita<E, S>, "transacao">;

/**
 * A change that calls another system: `escrita`'s shape, but run with no transaction around it, as its handler
 * opens the two of `chamadaExterna` itself. With `idempotente`, the Idempotency-Key's row is written before the
 * handler and its answer after (server/lib/endpoint.ts).
 */
export function escritaExterna<const E extends Externa, const S extends RouteConfig["responses"]>(
  router: OpenAPIHono<HubEnv>,
  { query = NoQuery, params, body, ...rota }: E,
  respostas: S,
  handler: (
    ctx: Omit<Contexto<ConfigDaExterna<E, S>>, "db"> & { db: Db },
  ) => Promise<Sucesso<ConfigDaExterna<E, S>>>,
) {
  const request = { query, ...(params && { params }), ...(body && { body }) };
  endpoint(router, { ...rota, request, responses: respostas } as Config, handler as never);
}
