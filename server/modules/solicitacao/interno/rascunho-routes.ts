import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { pageOf } from "../../../lib/pagination";
import { IdParam, NoQuery } from "../../../lib/params";
import { hubRoute, json } from "../../../lib/route";
import { RascunhoBody, RascunhoPage, RascunhoPatch, RascunhoQuery, RascunhoSchema } from "./criacao-schemas";
import { atualizarRascunho, criarRascunho, getRascunho, listRascunhos, removerRascunho } from "./rascunho";

export const rascunhoRoutes = new OpenAPIHono<HubEnv>();
const tags = ["solicitacao-interno"];
const PATH = "/solicitacao/interno/rascunho/";

// POST /solicitacao/interno/rascunho/ – saves a draft of a staff request or internal hiring
rascunhoRoutes.openapi(
  hubRoute({
    method: "post",
    path: PATH,
    tags,
    request: {
      query: NoQuery,
      body: { content: { "application/json": { schema: RascunhoBody } }, required: true },
    },
    responses: { 201: json(RascunhoSchema, "Rascunho salvo") },
  }),
  async (c) =>
    c.json(
      await criarRascunho(c.get("db"), c.get("user")!.id, c.req.valid("json"), c.get("deps").now()),
      201,
    ),
);

// GET /solicitacao/interno/rascunho/ – the user's own drafts, last changed first
rascunhoRoutes.openapi(
  hubRoute({
    method: "get",
    path: PATH,
    tags,
    request: { query: RascunhoQuery },
    responses: { 200: json(RascunhoPage, "Rascunhos do usuário") },
  }),
  async (c) => {
    const q = c.req.valid("query");
    const usuarioId = c.get("user")!.id;
    return c.json(await pageOf(c.req.url, q, (win) => listRascunhos(c.get("db"), usuarioId, q, win)), 200);
  },
);

// GET /solicitacao/interno/rascunho/{id}/ – one of the user's drafts
rascunhoRoutes.openapi(
  hubRoute({
    method: "get",
    path: `${PATH}{id}/`,
    tags,
    request: { params: IdParam, query: NoQuery },
    responses: { 200: json(RascunhoSchema, "Rascunho") },
  }),
  async (c) => c.json(await getRascunho(c.get("db"), c.get("user")!.id, c.req.valid("param").id), 200),
);

// PATCH /solicitacao/interno/rascunho/{id}/ – changes the given fields of one of the user's drafts
rascunhoRoutes.openapi(
  hubRoute({
    method: "patch",
    path: `${PATH}{id}/`,
    tags,
    request: {
      query: NoQuery,
      params: IdParam,
      body: { content: { "application/json": { schema: RascunhoPatch } }, required: true },
    },
    responses: { 200: json(RascunhoSchema, "Rascunho salvo") },
  }),
  async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    return c.json(
      await atualizarRascunho(c.get("db"), c.get("user")!.id, id, body, c.get("deps").now()),
      200,
    );
  },
);

// DELETE /solicitacao/interno/rascunho/{id}/ – discards one of the user's drafts
rascunhoRoutes.openapi(
  hubRoute({
    method: "delete",
    path: `${PATH}{id}/`,
    tags,
    request: { query: NoQuery, params: IdParam },
    responses: { 204: { description: "Rascunho excluído" } },
  }),
  async (c) => {
    await removerRascunho(c.get("db"), c.get("user")!.id, c.req.valid("param").id);
    return c.body(null, 204);
  },
);
