import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { IdParam, NoQuery } from "../../lib/params";
import { endpoint, json } from "../../lib/endpoint";
import { getProjetoExterno, listProjetosExternos, subprojetos } from "./externo";
import {
  ProjetoDetalheSchema,
  ProjetoExternoDetalheSchema,
  ProjetoExternoPage,
  ProjetoExternoQuery,
  ProjetoPage,
  ProjetoQuery,
  SubprojetoSchema,
} from "./schemas";
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

// GET /projeto/externo/ – the client's or provider's projects, with how far their stages are
endpoint(
  projetoRoutes,
  {
    method: "get",
    path: "/projeto/externo/",
    acao: "projeto.parte",
    tags: ["projeto"],
    request: { query: ProjetoExternoQuery },
    responses: { 200: json(ProjetoExternoPage, "Projetos") },
  },
  ({ db, user, query, pagina }) => pagina((win) => listProjetosExternos(db, user, query, win)),
);

// GET /projeto/externo/{id}/ – one project: its stages to deliver, instalments and history
endpoint(
  projetoRoutes,
  {
    method: "get",
    path: "/projeto/externo/{id}/",
    acao: "projeto.parte",
    tags: ["projeto"],
    request: { params: IdParam, query: NoQuery },
    responses: { 200: json(ProjetoExternoDetalheSchema, "Projeto") },
  },
  ({ db, user, params }) => getProjetoExterno(db, user, params.id),
);

// GET /projeto/externo/{id}/subprojetos/ – the project's parts, one per client company of its request
endpoint(
  projetoRoutes,
  {
    method: "get",
    path: "/projeto/externo/{id}/subprojetos/",
    acao: "projeto.parte",
    tags: ["projeto"],
    request: { params: IdParam, query: NoQuery },
    responses: { 200: json(z.array(SubprojetoSchema), "Subprojetos") },
  },
  ({ db, user, params }) => subprojetos(db, user, params.id),
);
