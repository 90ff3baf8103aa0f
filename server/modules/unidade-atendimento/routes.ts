import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { endpoint, json } from "../../lib/endpoint";
import { UnidadeAtendimentoPage, UnidadeAtendimentoQuery } from "./schemas";
import { listUnidadesAtendimento } from "./service";

export const unidadeAtendimentoRoutes = new OpenAPIHono<HubEnv>();

// GET /unidade-atendimento/ – service units with their cities and managers, filtered by search and manager, paginated
endpoint(
  unidadeAtendimentoRoutes,
  {
    method: "get",
    path: "/unidade-atendimento/",
    acao: "referencia.listar",
    tags: ["unidade-atendimento"],
    request: { query: UnidadeAtendimentoQuery },
    responses: { 200: json(UnidadeAtendimentoPage, "Unidades de atendimento") },
  },
  async ({ db, query, pagina }) => {
    return pagina((win) => listUnidadesAtendimento(db, query, win));
  },
);
