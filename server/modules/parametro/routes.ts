import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { asc } from "drizzle-orm";
import type { HubEnv } from "../../lib/context";
import { parametro } from "../../db/schema";
import { json, leitura } from "../../lib/endpoint";

const ParametroSchema = z
  .object({ chave: z.string(), valor: z.string(), descricao: z.string() })
  .openapi("Parametro");

export const parametroRoutes = new OpenAPIHono<HubEnv>();

// GET /parametro/ – the settings (subsidy percentages, yearly limits, deadlines), by key
leitura(
  parametroRoutes,
  { path: "/parametro/", acao: "referencia.listar", tags: ["parametro"] },
  json(z.array(ParametroSchema), "Parâmetros"),
  async ({ db }) => db.select().from(parametro).orderBy(asc(parametro.chave)),
);
