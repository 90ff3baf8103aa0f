import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { hubRoute, json } from "../../lib/route";
import { pageOf } from "../../lib/pagination";
import { UnidadeAtendimentoPage, UnidadeAtendimentoQuery } from "./schemas";
import { listUnidadesAtendimento } from "./service";

export const unidadeAtendimentoRoutes = new OpenAPIHono<HubEnv>();

// GET /unidade-atendimento/ – service units with their cities and managers, filtered by search and manager, paginated
unidadeAtendimentoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/unidade-atendimento/",
    tags: ["unidade-atendimento"],
    request: { query: UnidadeAtendimentoQuery },
    responses: { 200: json(UnidadeAtendimentoPage, "Unidades de atendimento") },
  }),
  async (c) => {
    const q = c.req.valid("query");
    return c.json(await pageOf(c.req.url, q, (win) => listUnidadesAtendimento(c.get("db"), q, win)), 200);
  },
);
