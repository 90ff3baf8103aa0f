import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { IdParam, NoQuery } from "../../lib/params";
import { endpoint, json } from "../../lib/endpoint";
import { ProjetoDetalheSchema, ProjetoPage, ProjetoQuery } from "./schemas";
import { getProjeto, listProjetos } from "./service";

export const projetoRoutes = new OpenAPIHono<HubEnv>();

// GET /projeto/consultor/ – projects of the consultant's requests (managers: all, or one consultant's)
endpoint(
  projetoRoutes,
  {
    method: "get",
    path: "/projeto/consultor/",
    acao: "solicitacao.acompanhar",
    tags: ["projeto"],
    request: { query: ProjetoQuery },
    responses: { 200: json(ProjetoPage, "Projetos") },
  },
  async ({ db, user, query, pagina }) => {
    return pagina((win) => listProjetos(db, user, query, win));
  },
);

// GET /projeto/consultor/{id}/ – one project with its companies, stages and history
endpoint(
  projetoRoutes,
  {
    method: "get",
    path: "/projeto/consultor/{id}/",
    acao: "solicitacao.acompanhar",
    tags: ["projeto"],
    request: { params: IdParam, query: NoQuery },
    responses: { 200: json(ProjetoDetalheSchema, "Projeto") },
  },
  async ({ db, user, params }) => getProjeto(db, user, params.id),
);
