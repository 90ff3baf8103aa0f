import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { MAX_ARQUIVOS } from "@/lib/regras/arquivo";
import { IdParam, IfMatchHeader, NoQuery } from "../../../lib/params";
import { endpoint, json } from "../../../lib/endpoint";
import { enviarContratacao, enviarInterna } from "./service";
import { ContratacaoBody, EnviarInternoForm, SubsolicitacaoBody } from "./schemas";
import { documentoRoutes } from "../documento/routes";
import { rascunhoRoutes } from "../rascunho/routes";
import { SolicitacaoInternaSchema } from "../consulta/schemas";
import { criarSubsolicitacao } from "./subsolicitacao";

export const solicitacaoCriacaoRoutes = new OpenAPIHono<HubEnv>();
const tags = ["solicitacao-interno"];

// POST /solicitacao/interno/enviar/ – staff open a request for client companies, with documents (multipart)
endpoint(
  solicitacaoCriacaoRoutes,
  {
    method: "post",
    path: "/solicitacao/interno/enviar/",
    acao: "solicitacao.gerir",
    arquivos: MAX_ARQUIVOS,
    tags,
    request: {
      query: NoQuery,
      body: { content: { "multipart/form-data": { schema: EnviarInternoForm } }, required: true },
    },
    responses: { 201: json(SolicitacaoInternaSchema, "Solicitação criada") },
  },
  async ({ db, user, body, now }) => enviarInterna(db, user, body, now),
);

// POST /solicitacao/interno/contratacao/interna/enviar/ – the programme hires an accredited provider directly
endpoint(
  solicitacaoCriacaoRoutes,
  {
    method: "post",
    path: "/solicitacao/interno/contratacao/interna/enviar/",
    acao: "solicitacao.gerir",
    tags,
    request: {
      query: NoQuery,
      body: { content: { "application/json": { schema: ContratacaoBody } }, required: true },
    },
    responses: { 201: json(SolicitacaoInternaSchema, "Contratação interna criada") },
  },
  async ({ db, user, body, now }) => enviarContratacao(db, user, body, now),
);

// POST /solicitacao/interno/{id}/subsolicitacao/ – splits part of an open request into a sub-request
endpoint(
  solicitacaoCriacaoRoutes,
  {
    method: "post",
    path: "/solicitacao/interno/{id}/subsolicitacao/",
    acao: "solicitacao.gerir",
    tags,
    request: {
      query: NoQuery,
      params: IdParam,
      headers: IfMatchHeader,
      body: { content: { "application/json": { schema: SubsolicitacaoBody } }, required: true },
    },
    responses: { 201: json(SolicitacaoInternaSchema, "Subsolicitação criada") },
  },
  async ({ db, user, params, body, now, versao }) => {
    const { id } = params;
    return criarSubsolicitacao(db, user, id, body, now, versao);
  },
);

solicitacaoCriacaoRoutes.route("/", rascunhoRoutes);
solicitacaoCriacaoRoutes.route("/", documentoRoutes);
