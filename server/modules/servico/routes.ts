import "server-only";
import { IdParam, NoQuery } from "../../lib/params";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { hubRoute, json } from "../../lib/route";
import { pageOf } from "../../lib/pagination";
import {
  FiltrosSchema,
  ModeloOfertaDetalheSchema,
  ModeloOfertaPage,
  PerguntaQuery,
  PerguntaSchema,
  PrestadorSchema,
  QuestionarioSchema,
  ServicoQuery,
} from "./schemas";
import {
  getDetalhe,
  getFiltros,
  getQuestionario,
  listPerguntas,
  listPrestadores,
  listServicos,
} from "./service";

export const servicoRoutes = new OpenAPIHono<HubEnv>();

// GET /servico/ – the public catalogue: one card per offer model, filtered and paginated
servicoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/servico/",
    tags: ["servico"],
    request: { query: ServicoQuery },
    responses: { 200: json(ModeloOfertaPage, "Modelos de oferta do catálogo") },
  }),
  async (c) => {
    const q = c.req.valid("query");
    return c.json(await pageOf(c.req.url, q, (win) => listServicos(c.get("db"), q, win)), 200);
  },
);

// GET /servico/filtros/ – themes with subthemes, types and programmes to filter the catalogue
servicoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/servico/filtros/",
    tags: ["servico"],
    request: { query: NoQuery },
    responses: { 200: json(FiltrosSchema, "Opções de filtro do catálogo") },
  }),
  async (c) => c.json(await getFiltros(c.get("db")), 200),
);

// GET /servico/detalhe/{id}/ – one active offer model with its stages; records a view
servicoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/servico/detalhe/{id}/",
    tags: ["servico"],
    request: { params: IdParam, query: NoQuery },
    responses: { 200: json(ModeloOfertaDetalheSchema, "Modelo de oferta") },
  }),
  async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await getDetalhe(c.get("db"), id, c.get("user")?.id ?? null), 200);
  },
);

// GET /servico/detalhe/{id}/prestadores/ – providers accredited for the offer's service
servicoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/servico/detalhe/{id}/prestadores/",
    tags: ["servico"],
    request: { params: IdParam, query: NoQuery },
    responses: { 200: json(z.array(PrestadorSchema), "Prestadores credenciados") },
  }),
  async (c) => c.json(await listPrestadores(c.get("db"), c.req.valid("param").id), 200),
);

// GET /servico/detalhe/{id}/questionario/ – the dimensioning questions of the offer's service
servicoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/servico/detalhe/{id}/questionario/",
    tags: ["servico"],
    request: { params: IdParam, query: NoQuery },
    responses: { 200: json(QuestionarioSchema, "Questionário de dimensionamento") },
  }),
  async (c) => c.json(await getQuestionario(c.get("db"), c.req.valid("param").id), 200),
);

// GET /listagem/pergunta/dimensionamento/ – the dimensioning questions of one service
servicoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/listagem/pergunta/dimensionamento/",
    tags: ["servico"],
    request: { query: PerguntaQuery },
    responses: { 200: json(z.array(PerguntaSchema), "Perguntas de dimensionamento") },
  }),
  async (c) => c.json(await listPerguntas(c.get("db"), c.req.valid("query").servico), 200),
);
