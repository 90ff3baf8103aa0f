import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { IdParam, NoQuery } from "../../../lib/params";
import { endpoint, json, leitura } from "../../../lib/endpoint";
import { RascunhoBody, RascunhoPage, RascunhoPatch, RascunhoQuery, RascunhoSchema } from "../criacao/schemas";
import { atualizarRascunho, criarRascunho, getRascunho, listRascunhos, removerRascunho } from "./service";

export const rascunhoRoutes = new OpenAPIHono<HubEnv>();
const tags = ["solicitacao-interno"];
const PATH = "/solicitacao/interno/rascunho/";

// POST /solicitacao/interno/rascunho/ – saves a draft of a staff request or internal hiring
endpoint(
  rascunhoRoutes,
  {
    method: "post",
    path: PATH,
    acao: "solicitacao.gerir",
    tags,
    request: {
      query: NoQuery,
      body: { content: { "application/json": { schema: RascunhoBody } }, required: true },
    },
    responses: { 201: json(RascunhoSchema, "Rascunho salvo") },
  },
  async ({ db, user, body, now }) => criarRascunho(db, user.id, body, now),
);

// GET /solicitacao/interno/rascunho/ – the user's own drafts, last changed first
leitura(
  rascunhoRoutes,
  { path: PATH, acao: "solicitacao.gerir", tags, query: RascunhoQuery },
  json(RascunhoPage, "Rascunhos do usuário"),
  async ({ db, user, query, pagina }) => {
    const usuarioId = user.id;
    return pagina((win) => listRascunhos(db, usuarioId, query, win));
  },
);

// GET /solicitacao/interno/rascunho/{id}/ – one of the user's drafts
leitura(
  rascunhoRoutes,
  { path: `${PATH}{id}/`, acao: "solicitacao.gerir", tags, params: IdParam },
  json(RascunhoSchema, "Rascunho"),
  async ({ db, user, params }) => getRascunho(db, user.id, params.id),
);

// PATCH /solicitacao/interno/rascunho/{id}/ – changes the given fields of one of the user's drafts
endpoint(
  rascunhoRoutes,
  {
    method: "patch",
    path: `${PATH}{id}/`,
    acao: "solicitacao.gerir",
    tags,
    request: {
      query: NoQuery,
      params: IdParam,
      body: { content: { "application/json": { schema: RascunhoPatch } }, required: true },
    },
    responses: { 200: json(RascunhoSchema, "Rascunho salvo") },
  },
  async ({ db, user, params, body, now }) => {
    const { id } = params;
    return atualizarRascunho(db, user.id, id, body, now);
  },
);

// DELETE /solicitacao/interno/rascunho/{id}/ – discards one of the user's drafts
endpoint(
  rascunhoRoutes,
  {
    method: "delete",
    path: `${PATH}{id}/`,
    acao: "solicitacao.gerir",
    tags,
    request: { query: NoQuery, params: IdParam },
    responses: { 204: { description: "Rascunho excluído" } },
  },
  async ({ db, user, params }) => {
    await removerRascunho(db, user.id, params.id);
    return null;
  },
);
