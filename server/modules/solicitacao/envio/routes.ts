import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { endpoint, json } from "../../../lib/endpoint";
import { NoQuery } from "../../../lib/params";
import { getSolicitacoes } from "../service";
import { EnviarBody, EnviarResult } from "./schemas";
import { enviarSolicitacoes } from "./service";

export const solicitacaoEnvioRoutes = new OpenAPIHono<HubEnv>();

// POST /solicitacao/externo/enviar/ – the client sends its cart: one request per entry, all or none, once per
// Idempotency-Key
endpoint(
  solicitacaoEnvioRoutes,
  {
    method: "post",
    path: "/solicitacao/externo/enviar/",
    acao: "solicitacao.pedir",
    transacao: true,
    idempotente: true,
    tags: ["solicitacao"],
    request: {
      query: NoQuery,
      body: { content: { "application/json": { schema: EnviarBody } }, required: true },
    },
    responses: { 201: json(EnviarResult, "Solicitações criadas") },
  },
  async ({ db, user, body, now }) => {
    const ids = await enviarSolicitacoes(db, user.id, body.modelos, now);
    return { results: await getSolicitacoes(db, ids) };
  },
);
