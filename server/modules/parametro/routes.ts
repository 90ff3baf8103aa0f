import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { asc } from "drizzle-orm";
import type { HubEnv } from "../../lib/context";
import { parametro } from "../../db/schema";
import { NoQuery } from "../../lib/params";
import { hubRoute, json } from "../../lib/route";

const ParametroSchema = z
  .object({ chave: z.string(), valor: z.string(), descricao: z.string() })
  .openapi("Parametro");

export const parametroRoutes = new OpenAPIHono<HubEnv>();

// GET /parametro/ – the settings (subsidy percentages, yearly limits, deadlines), by key
parametroRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/parametro/",
    tags: ["parametro"],
    request: { query: NoQuery },
    responses: { 200: json(z.array(ParametroSchema), "Parâmetros") },
  }),
  async (c) => c.json(await c.get("db").select().from(parametro).orderBy(asc(parametro.chave)), 200),
);
