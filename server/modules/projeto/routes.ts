import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { pageOf } from "../../lib/pagination";
import { IdParam, NoQuery } from "../../lib/params";
import { hubRoute, json } from "../../lib/route";
import { ProjetoDetalheSchema, ProjetoPage, ProjetoQuery } from "./schemas";
import { getProjeto, listProjetos } from "./service";

export const projetoRoutes = new OpenAPIHono<HubEnv>();

// GET /projeto/consultor/ – projects of the consultant's requests (managers: all, or one consultant's)
projetoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/projeto/consultor/",
    tags: ["projeto"],
    request: { query: ProjetoQuery },
    responses: { 200: json(ProjetoPage, "Projetos") },
  }),
  async (c) => {
    const q = c.req.valid("query");
    const user = c.get("user")!;
    return c.json(await pageOf(c.req.url, q, (win) => listProjetos(c.get("db"), user, q, win)), 200);
  },
);

// GET /projeto/consultor/{id}/ – one project with its companies, stages and history
projetoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/projeto/consultor/{id}/",
    tags: ["projeto"],
    request: { params: IdParam, query: NoQuery },
    responses: { 200: json(ProjetoDetalheSchema, "Projeto") },
  }),
  async (c) => c.json(await getProjeto(c.get("db"), c.get("user")!, c.req.valid("param").id), 200),
);
