import "server-only";
import { NoQuery } from "../../lib/params";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { hubRoute, json } from "../../lib/route";

import { VitrineSchema } from "./schemas";
import { listAcessados, listMarcados } from "./service";

export const modeloOfertaRoutes = new OpenAPIHono<HubEnv>();

// GET /modelooferta/recomendado/ – up to 8 recommended offers (acao 1)
modeloOfertaRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/modelooferta/recomendado/",
    tags: ["modelooferta"],
    request: { query: NoQuery },
    responses: { 200: json(VitrineSchema, "Modelos de oferta recomendados") },
  }),
  async (c) => c.json(await listMarcados(c.get("db"), "recomendado"), 200),
);

// GET /modelooferta/acessado/ – up to 8 most viewed offers (acao 2)
modeloOfertaRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/modelooferta/acessado/",
    tags: ["modelooferta"],
    request: { query: NoQuery },
    responses: { 200: json(VitrineSchema, "Modelos de oferta mais acessados") },
  }),
  async (c) => c.json(await listAcessados(c.get("db")), 200),
);

// GET /modelooferta/destaque/ – up to 8 featured offers (acao 3)
modeloOfertaRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/modelooferta/destaque/",
    tags: ["modelooferta"],
    request: { query: NoQuery },
    responses: { 200: json(VitrineSchema, "Modelos de oferta em destaque") },
  }),
  async (c) => c.json(await listMarcados(c.get("db"), "destaque"), 200),
);
