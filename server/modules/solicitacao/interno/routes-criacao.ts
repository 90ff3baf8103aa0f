import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { IdParam, NoQuery } from "../../../lib/params";
import { hubRoute, json } from "../../../lib/route";
import { enviarContratacao, enviarInterna } from "./criacao";
import { ContratacaoBody, EnviarInternoForm, SubsolicitacaoBody } from "./criacao-schemas";
import { documentoRoutes } from "./documento-routes";
import { rascunhoRoutes } from "./rascunho-routes";
import { SolicitacaoInternaSchema } from "./schemas-interno";
import { criarSubsolicitacao } from "./subsolicitacao";

export const solicitacaoCriacaoRoutes = new OpenAPIHono<HubEnv>();
const tags = ["solicitacao-interno"];

// POST /solicitacao/interno/enviar/ – staff open a request for client companies, with documents (multipart)
solicitacaoCriacaoRoutes.openapi(
  hubRoute({
    method: "post",
    path: "/solicitacao/interno/enviar/",
    tags,
    request: {
      query: NoQuery,
      body: { content: { "multipart/form-data": { schema: EnviarInternoForm } }, required: true },
    },
    responses: { 201: json(SolicitacaoInternaSchema, "Solicitação criada") },
  }),
  async (c) =>
    c.json(await enviarInterna(c.get("db"), c.get("user")!, c.req.valid("form"), c.get("deps").now()), 201),
);

// POST /solicitacao/interno/contratacao/interna/enviar/ – the programme hires an accredited provider directly
solicitacaoCriacaoRoutes.openapi(
  hubRoute({
    method: "post",
    path: "/solicitacao/interno/contratacao/interna/enviar/",
    tags,
    request: {
      query: NoQuery,
      body: { content: { "application/json": { schema: ContratacaoBody } }, required: true },
    },
    responses: { 201: json(SolicitacaoInternaSchema, "Contratação interna criada") },
  }),
  async (c) =>
    c.json(
      await enviarContratacao(c.get("db"), c.get("user")!, c.req.valid("json"), c.get("deps").now()),
      201,
    ),
);

// POST /solicitacao/interno/{id}/subsolicitacao/ – splits part of an open request into a sub-request
solicitacaoCriacaoRoutes.openapi(
  hubRoute({
    method: "post",
    path: "/solicitacao/interno/{id}/subsolicitacao/",
    tags,
    request: {
      query: NoQuery,
      params: IdParam,
      body: { content: { "application/json": { schema: SubsolicitacaoBody } }, required: true },
    },
    responses: { 201: json(SolicitacaoInternaSchema, "Subsolicitação criada") },
  }),
  async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const now = c.get("deps").now();
    return c.json(await criarSubsolicitacao(c.get("db"), c.get("user")!, id, body, now), 201);
  },
);

solicitacaoCriacaoRoutes.route("/", rascunhoRoutes);
solicitacaoCriacaoRoutes.route("/", documentoRoutes);
