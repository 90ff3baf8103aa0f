import "server-only";
import { NoQuery } from "../../lib/params";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { endpoint, json } from "../../lib/endpoint";

import { VitrineSchema } from "./schemas";
import { listAcessados, listMarcados } from "./service";

export const modeloOfertaRoutes = new OpenAPIHono<HubEnv>();

// GET /modelooferta/recomendado/ – up to 8 recommended offers (acao 1)
endpoint(
  modeloOfertaRoutes,
  {
    method: "get",
    path: "/modelooferta/recomendado/",
    acao: "catalogo.ver",
    tags: ["modelooferta"],
    request: { query: NoQuery },
    responses: { 200: json(VitrineSchema, "Modelos de oferta recomendados") },
  },
  async ({ db }) => listMarcados(db, "recomendado"),
);

// GET /modelooferta/acessado/ – up to 8 most viewed offers (acao 2)
endpoint(
  modeloOfertaRoutes,
  {
    method: "get",
    path: "/modelooferta/acessado/",
    acao: "catalogo.ver",
    tags: ["modelooferta"],
    request: { query: NoQuery },
    responses: { 200: json(VitrineSchema, "Modelos de oferta mais acessados") },
  },
  async ({ db }) => listAcessados(db),
);

// GET /modelooferta/destaque/ – up to 8 featured offers (acao 3)
endpoint(
  modeloOfertaRoutes,
  {
    method: "get",
    path: "/modelooferta/destaque/",
    acao: "catalogo.ver",
    tags: ["modelooferta"],
    request: { query: NoQuery },
    responses: { 200: json(VitrineSchema, "Modelos de oferta em destaque") },
  },
  async ({ db }) => listMarcados(db, "destaque"),
);
