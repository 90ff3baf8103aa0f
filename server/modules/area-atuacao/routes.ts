import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { areaAtuacao } from "../../db/schema";
import type { HubEnv } from "../../lib/context";
import { json, leitura } from "../../lib/endpoint";
import { OpcaoSchema, opcoes } from "../../lib/opcoes";
import { rotasDeCadastro } from "./crud";

export const areaAtuacaoRoutes = new OpenAPIHono<HubEnv>();

// GET /listagem/area-atuacao/simple/ – active areas of activity, by name
leitura(
  areaAtuacaoRoutes,
  { path: "/listagem/area-atuacao/simple/", acao: "referencia.basica", tags: ["listagem"] },
  json(z.array(OpcaoSchema), "Áreas de atuação"),
  async ({ db }) =>
    opcoes(db, {
      table: areaAtuacao,
      id: areaAtuacao.id,
      descricao: areaAtuacao.descricao,
      where: eq(areaAtuacao.ativo, true),
    }),
);

rotasDeCadastro(areaAtuacaoRoutes);
