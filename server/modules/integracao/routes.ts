import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { endpoint, json, leitura } from "../../lib/endpoint";
import { NoQuery } from "../../lib/params";
import { ConsumidorParam, EventoParam, FalhaPage, FalhaQuery, ReprocessadoSchema } from "./schemas";
import { listarFalhas, reprocessar } from "./service";

/**
 * The outbox's deliveries as an administrator sees them (extra calls, beside SPEC §7 "Integration"):
 * each consumer's failures, and a failed event delivered again on demand.
 */
export const integracaoRoutes = new OpenAPIHono<HubEnv>();
const tags = ["integracao"];
const acao = "integracao.administrar";

// GET /integracao/admin/eventos/{consumidor}/falhas/ – events the consumer failed to take, newest first
leitura(
  integracaoRoutes,
  {
    path: "/integracao/admin/eventos/{consumidor}/falhas/",
    acao,
    tags,
    query: FalhaQuery,
    params: ConsumidorParam,
  },
  json(FalhaPage, "Falhas de entrega do consumidor"),
  ({ db, params, pagina }) => pagina((win) => listarFalhas(db, params.consumidor, win)),
);

// POST /integracao/admin/eventos/{consumidor}/{evento}/reprocessar/ – delivers a waiting event now
endpoint(
  integracaoRoutes,
  {
    method: "post",
    path: "/integracao/admin/eventos/{consumidor}/{evento}/reprocessar/",
    acao,
    tags,
    request: { query: NoQuery, params: EventoParam },
    responses: { 200: json(ReprocessadoSchema, "Resultado da nova tentativa") },
  },
  ({ db, params, now }) => reprocessar(db, params.consumidor, params.evento, now),
);
