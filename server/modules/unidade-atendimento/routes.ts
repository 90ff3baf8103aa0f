import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { unidadeAtendimento } from "../../db/schema";
import type { HubEnv } from "../../lib/context";
import { json, leitura } from "../../lib/endpoint";
import { OpcaoSchema, opcoes } from "../../lib/opcoes";
import { UnidadeAtendimentoPage, UnidadeAtendimentoQuery } from "./schemas";
import { listUnidadesAtendimento } from "./service";

export const unidadeAtendimentoRoutes = new OpenAPIHono<HubEnv>();

// GET /unidade-atendimento/ – service units with their cities and managers, filtered by search and manager, paginated
leitura(
  unidadeAtendimentoRoutes,
  {
    path: "/unidade-atendimento/",
    acao: "referencia.listar",
    tags: ["unidade-atendimento"],
    query: UnidadeAtendimentoQuery,
  },
  json(UnidadeAtendimentoPage, "Unidades de atendimento"),
  async ({ db, query, pagina }) => {
    return pagina((win) => listUnidadesAtendimento(db, query, win));
  },
);

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
