import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { publicoAlvo } from "../../db/schema";
import { json, leitura } from "../../lib/endpoint";
import { OpcaoSchema, opcoes } from "../../lib/opcoes";

export const publicoAlvoRoutes = new OpenAPIHono<HubEnv>();

// GET /publicoalvo/interno/ – target audiences, by name
leitura(
  publicoAlvoRoutes,
  { path: "/publicoalvo/interno/", acao: "referencia.listar", tags: ["publicoalvo"] },
  json(z.array(OpcaoSchema), "Públicos-alvo"),
  async ({ db }) => opcoes(db, { table: publicoAlvo, id: publicoAlvo.id, descricao: publicoAlvo.descricao }),
);
