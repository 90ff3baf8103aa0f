import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { endpoint, json } from "../../lib/endpoint";
import { NoQuery } from "../../lib/params";
import { FaixaQuilometragemSchema, ModeloHoraSchema, PlanoPagamentoSchema } from "./schemas";
import { listFaixasQuilometragem, listModelosHora, listPlanosPagamento } from "./service";

export const precificacaoRoutes = new OpenAPIHono<HubEnv>();

// GET /listagem/interno/modelo-hora/ – hourly rate models, by name
endpoint(
  precificacaoRoutes,
  {
    method: "get",
    path: "/listagem/interno/modelo-hora/",
    acao: "referencia.listar",
    tags: ["listagem"],
    request: { query: NoQuery },
    responses: { 200: json(z.array(ModeloHoraSchema), "Modelos de hora") },
  },
  async ({ db }) => listModelosHora(db),
);

// GET /listagem/interno/plano-pagamento/ – payment plans, by number of instalments
endpoint(
  precificacaoRoutes,
  {
    method: "get",
    path: "/listagem/interno/plano-pagamento/",
    acao: "referencia.listar",
    tags: ["listagem"],
    request: { query: NoQuery },
    responses: { 200: json(z.array(PlanoPagamentoSchema), "Planos de pagamento") },
  },
  async ({ db }) => listPlanosPagamento(db),
);

// GET /listagem/interno/faixa-quilometragem/ – travel allowance bands, from the nearest
endpoint(
  precificacaoRoutes,
  {
    method: "get",
    path: "/listagem/interno/faixa-quilometragem/",
    acao: "referencia.listar",
    tags: ["listagem"],
    request: { query: NoQuery },
    responses: { 200: json(z.array(FaixaQuilometragemSchema), "Faixas de quilometragem") },
  },
  async ({ db }) => listFaixasQuilometragem(db),
);
