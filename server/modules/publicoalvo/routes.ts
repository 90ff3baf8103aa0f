import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { publicoAlvo } from "../../db/schema";
import { endpoint, json } from "../../lib/endpoint";
import { OpcaoSchema, opcoes } from "../../lib/opcoes";
import { NoQuery } from "../../lib/params";

export const publicoAlvoRoutes = new OpenAPIHono<HubEnv>();

// GET /publicoalvo/interno/ – target audiences, by name
endpoint(
  publicoAlvoRoutes,
  {
    method: "get",
    path: "/publicoalvo/interno/",
    acao: "referencia.listar",
    tags: ["publicoalvo"],
    request: { query: NoQuery },
    responses: { 200: json(z.array(OpcaoSchema), "Públicos-alvo") },
  },
  async ({ db }) => opcoes(db, { table: publicoAlvo, id: publicoAlvo.id, descricao: publicoAlvo.descricao }),
);
