import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { areaAtuacao } from "../../db/schema";
import type { HubEnv } from "../../lib/context";
import { endpoint, json } from "../../lib/endpoint";
import { OpcaoSchema, opcoes } from "../../lib/opcoes";
import { NoQuery } from "../../lib/params";

export const areaAtuacaoRoutes = new OpenAPIHono<HubEnv>();

// GET /listagem/area-atuacao/simple/ – active areas of activity, by name
endpoint(
  areaAtuacaoRoutes,
  {
    method: "get",
    path: "/listagem/area-atuacao/simple/",
    acao: "referencia.basica",
    tags: ["listagem"],
    request: { query: NoQuery },
    responses: { 200: json(z.array(OpcaoSchema), "Áreas de atuação") },
  },
  async ({ db }) =>
    opcoes(db, {
      table: areaAtuacao,
      id: areaAtuacao.id,
      descricao: areaAtuacao.descricao,
      where: eq(areaAtuacao.ativo, true),
    }),
);
