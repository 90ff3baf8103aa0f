import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { asc } from "drizzle-orm";
import type { HubEnv } from "../../lib/context";
import { parametro } from "../../db/schema";
import { endpoint, json } from "../../lib/endpoint";
import { NoQuery } from "../../lib/params";

const ParametroSchema = z
  .object({ chave: z.string(), valor: z.string(), descricao: z.string() })
  .openapi("Parametro");

export const parametroRoutes = new OpenAPIHono<HubEnv>();

// GET /parametro/ – the settings (subsidy percentages, yearly limits, deadlines), by key
endpoint(
  parametroRoutes,
  {
    method: "get",
    path: "/parametro/",
    acao: "referencia.listar",
    tags: ["parametro"],
    request: { query: NoQuery },
    responses: { 200: json(z.array(ParametroSchema), "Parâmetros") },
  },
  async ({ db }) => db.select().from(parametro).orderBy(asc(parametro.chave)),
);
