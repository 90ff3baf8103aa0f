import "server-only";
import { IdParam, NoQuery } from "../../lib/params";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { hubRoute, json } from "../../lib/route";
import { pageOf } from "../../lib/pagination";
import { enviarSolicitacoes } from "./enviar";
import { EtapaModeloSchema } from "../servico";
import { getEtapas, getRespostas } from "./respostas";
import {
  EnviarBody,
  EnviarResult,
  RespostaSchema,
  SolicitacaoDetalheSchema,
  SolicitacaoPage,
  SolicitacaoQuery,
} from "./schemas";
import { getSolicitacaoDetalhe, getSolicitacoes, listSolicitacoesDoUsuario } from "./service";

export const solicitacaoRoutes = new OpenAPIHono<HubEnv>();

// POST /solicitacao/externo/enviar/ – the client sends its cart: one request per entry, all or none
solicitacaoRoutes.openapi(
  hubRoute({
    method: "post",
    path: "/solicitacao/externo/enviar/",
    tags: ["solicitacao"],
    request: {
      query: NoQuery,
      body: { content: { "application/json": { schema: EnviarBody } }, required: true },
    },
    responses: { 201: json(EnviarResult, "Solicitações criadas") },
  }),
  async (c) => {
    const { modelos } = c.req.valid("json");
    const usuarioId = c.get("user")!.id;
    const now = c.get("deps").now();
    const results = await c.get("db").transaction(async (tx) => {
      const ids = await enviarSolicitacoes(tx, usuarioId, modelos, now);
      return getSolicitacoes(tx, ids);
    });
    return c.json({ results }, 201);
  },
);

// GET /solicitacao/externo/ – requests of the client's companies, newest first, with search, paginated
solicitacaoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/solicitacao/externo/",
    tags: ["solicitacao"],
    request: { query: SolicitacaoQuery },
    responses: { 200: json(SolicitacaoPage, "Solicitações do cliente") },
  }),
  async (c) => {
    const q = c.req.valid("query");
    const usuarioId = c.get("user")!.id;
    return c.json(
      await pageOf(c.req.url, q, (win) => listSolicitacoesDoUsuario(c.get("db"), usuarioId, q, win)),
      200,
    );
  },
);

// GET /solicitacao/externo/detalhe/{id}/ – one of the client's requests with managers and history
solicitacaoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/solicitacao/externo/detalhe/{id}/",
    tags: ["solicitacao"],
    request: { query: NoQuery, params: IdParam },
    responses: { 200: json(SolicitacaoDetalheSchema, "Solicitação") },
  }),
  async (c) =>
    c.json(await getSolicitacaoDetalhe(c.get("db"), c.get("user")!.id, c.req.valid("param").id), 200),
);

// GET /solicitacao/externo/detalhe/{id}/perguntas/ – the dimensioning answers of one of the client's requests
solicitacaoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/solicitacao/externo/detalhe/{id}/perguntas/",
    tags: ["solicitacao"],
    request: { query: NoQuery, params: IdParam },
    responses: { 200: json(z.array(RespostaSchema), "Respostas do dimensionamento") },
  }),
  async (c) => c.json(await getRespostas(c.get("db"), c.get("user")!.id, c.req.valid("param").id), 200),
);

// GET /solicitacao/externo/etapas/{id}/ – the stages of the offer model of one of the client's requests
solicitacaoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/solicitacao/externo/etapas/{id}/",
    tags: ["solicitacao"],
    request: { query: NoQuery, params: IdParam },
    responses: { 200: json(z.array(EtapaModeloSchema), "Etapas do modelo de oferta") },
  }),
  async (c) => c.json(await getEtapas(c.get("db"), c.get("user")!.id, c.req.valid("param").id), 200),
);
