import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { unidadeAtendimento } from "../../db/schema";
import type { HubEnv } from "../../lib/context";
import { endpoint, json } from "../../lib/endpoint";
import { OpcaoSchema, opcoes } from "../../lib/opcoes";
import { NoQuery } from "../../lib/params";
import { UnidadeAtendimentoPage, UnidadeAtendimentoQuery } from "./schemas";
import { listUnidadesAtendimento } from "./service";

export const unidadeAtendimentoRoutes = new OpenAPIHono<HubEnv>();

// GET /unidade-atendimento/ – service units with their cities and managers, filtered by search and manager, paginated
endpoint(
  unidadeAtendimentoRoutes,
  {
    method: "get",
    path: "/unidade-atendimento/",
    acao: "referencia.listar",
    tags: ["unidade-atendimento"],
    request: { query: UnidadeAtendimentoQuery },
    responses: { 200: json(UnidadeAtendimentoPage, "Unidades de atendimento") },
  },
  async ({ db, query, pagina }) => {
    return pagina((win) => listUnidadesAtendimento(db, query, win));
  },
);

// GET /listagem/unidade-atendimento/simple/ – active service units, by name
endpoint(
  unidadeAtendimentoRoutes,
  {
    method: "get",
    path: "/listagem/unidade-atendimento/simple/",
    acao: "referencia.basica",
    tags: ["listagem"],
    request: { query: NoQuery },
    responses: { 200: json(z.array(OpcaoSchema), "Unidades de atendimento") },
  },
  async ({ db }) =>
    opcoes(db, {
      table: unidadeAtendimento,
      id: unidadeAtendimento.id,
      descricao: unidadeAtendimento.descricao,
      where: eq(unidadeAtendimento.ativo, true),
    }),
);
