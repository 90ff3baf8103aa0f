import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { unidadeAtendimento } from "../../db/schema";
import type { HubEnv } from "../../lib/context";
import { json, leitura } from "../../lib/endpoint";
import { OpcaoSchema, opcoes } from "../../lib/opcoes";
import { rotasDeCadastro } from "./crud";

export const unidadeAtendimentoRoutes = new OpenAPIHono<HubEnv>();

// GET /listagem/unidade-atendimento/simple/ – active service units, by name
leitura(
  unidadeAtendimentoRoutes,
  { path: "/listagem/unidade-atendimento/simple/", acao: "referencia.basica", tags: ["listagem"] },
  json(z.array(OpcaoSchema), "Unidades de atendimento"),
  async ({ db }) =>
    opcoes(db, {
      table: unidadeAtendimento,
      id: unidadeAtendimento.id,
      descricao: unidadeAtendimento.descricao,
      where: eq(unidadeAtendimento.ativo, true),
    }),
);

// /unidade-atendimento/ – list, export, create, detail, change, archive; its cities and managers
rotasDeCadastro(unidadeAtendimentoRoutes);
