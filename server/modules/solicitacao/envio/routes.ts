import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { corpo, escrita, json } from "../../../lib/endpoint";
import { getSolicitacoes } from "../service";
import { EnviarBody, EnviarResult } from "./schemas";
import { enviarSolicitacoes } from "./service";

export const solicitacaoEnvioRoutes = new OpenAPIHono<HubEnv>();

// POST /solicitacao/externo/enviar/ – the client sends its cart: one request per entry, all or none, once per
// Idempotency-Key
escrita(
  solicitacaoEnvioRoutes,
  {
    method: "post",
    path: "/solicitacao/externo/enviar/",
    acao: "solicitacao.pedir",
    tags: ["solicitacao"],
    idempotente: true,
    body: corpo(EnviarBody),
  },
  { 201: json(EnviarResult, "Solicitações criadas") },
  async ({ db, user, body, now }) => {
    const ids = await enviarSolicitacoes(db, user.id, body.modelos, now);
    return { results: await getSolicitacoes(db, ids) };
  },
);
