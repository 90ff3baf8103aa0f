import "server-only";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Tx } from "../db/client";
import type { HubEnv } from "./context";
import { endpoint, json, type Config, type Contexto, type JsonPronto, type Sucesso } from "./endpoint";
import { ErrorSchema } from "./errors";
import { IfMatchHeader, NoQuery } from "./params";
import type { Workflow } from "./workflow";

/** "METHOD /path" → the workflow transition its route takes, so a test can match routes and tables. */
export const ROTAS_DE_TRANSICAO = new Map<string, { entidade: string; acao: string }>();

type Rota = Omit<Config, "acao" | "transacao" | "idempotente">;

/**
 * The one route of a workflow transition (DESIGN §5): who may call it is the transition's action in
 * server/authz (a route cannot name another), in one transaction, against the version the caller saw
 * (If-Match), answering 409 when the object moved or is in a state the table does not allow it from and
 * 422 when a rule of the data fails. The handler runs the transition (`executar`) and answers the object's
 * new state; the query defaults to none.
 */
export function transicao<const R extends Rota, E extends string, A extends string, L>(
  router: OpenAPIHono<HubEnv>,
  workflow: Workflow<E, A, L>,
  acao: A,
  rota: R,
  handler: (ctx: Omit<Contexto<R>, "db"> & { db: Tx }) => Promise<Sucesso<R> | JsonPronto<Sucesso<R>>>,
) {
  const t = workflow.transicoes.find((x) => x.acao === acao);
  if (!t) throw new Error(`Transição fora da tabela ${workflow.entidade}: ${acao}`);
  ROTAS_DE_TRANSICAO.set(`${rota.method.toUpperCase()} ${rota.path}`, { entidade: workflow.entidade, acao });
  endpoint(
    router,
    {
      ...rota,
      acao: t.permissao,
      transacao: true,
      request: { query: NoQuery, headers: IfMatchHeader, ...rota.request },
      responses: {
        409: json(ErrorSchema, "O objeto mudou ou não está na situação exigida"),
        422: json(ErrorSchema, "Regra de negócio não atendida"),
        ...rota.responses,
      },
    } as R & { acao: typeof t.permissao; transacao: true },
    handler as never,
  );
}
