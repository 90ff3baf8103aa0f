import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { endpoint, json, type Contexto } from "../../lib/endpoint";
import { IdParam, NoQuery } from "../../lib/params";
import { ConsultorBody } from "../solicitacao";
import { alterarConsultor, removerConsultor } from "./consultor";
import {
  DiagnosticoConsultorSchema,
  DiagnosticoDetalheSchema,
  DiagnosticoPage,
  DiagnosticoQuery,
  EnviadosQuery,
  type DiagnosticoFilter,
  type StatusDiagnostico,
} from "./schemas";
import { ENVIADOS, getDiagnostico, listDiagnosticos } from "./service";

export const diagnosticoRoutes = new OpenAPIHono<HubEnv>();
const tags = ["diagnostico"];

type Filtro = DiagnosticoFilter & { status?: StatusDiagnostico[] };

/** The page of the user's diagnostics that `q` asks for. */
const diagnosticos = ({ db, user, now, pagina }: Contexto<unknown>, q: Filtro) =>
  pagina((win) => listDiagnosticos(db, user, q, win, now));

// GET /diagnostico/consultor/ – diagnostics linked to the consultant (managers: all), by status
endpoint(
  diagnosticoRoutes,
  {
    method: "get",
    path: "/diagnostico/consultor/",
    acao: "solicitacao.acompanhar",
    tags,
    request: { query: DiagnosticoQuery },
    responses: { 200: json(DiagnosticoPage, "Diagnósticos") },
  },
  async (ctx) => diagnosticos(ctx, ctx.query),
);

// GET /diagnostico/enviados/consultor/ – the consultant's diagnostics already sent by the provider
endpoint(
  diagnosticoRoutes,
  {
    method: "get",
    path: "/diagnostico/enviados/consultor/",
    acao: "solicitacao.acompanhar",
    tags,
    request: { query: EnviadosQuery },
    responses: { 200: json(DiagnosticoPage, "Diagnósticos enviados") },
  },
  async (ctx) => diagnosticos(ctx, { ...ctx.query, status: ENVIADOS }),
);

// GET /diagnostico/consultor/{id}/ – one diagnostic with its request's companies, file and history
endpoint(
  diagnosticoRoutes,
  {
    method: "get",
    path: "/diagnostico/consultor/{id}/",
    acao: "solicitacao.acompanhar",
    tags,
    request: { params: IdParam, query: NoQuery },
    responses: { 200: json(DiagnosticoDetalheSchema, "Diagnóstico") },
  },
  async ({ db, user, params, now }) => getDiagnostico(db, user, params.id, now),
);

// PATCH /diagnostico/{id}/altera/consultor/ – links a consultant to an open diagnostic
endpoint(
  diagnosticoRoutes,
  {
    method: "patch",
    path: "/diagnostico/{id}/altera/consultor/",
    acao: "solicitacao.acompanhar",
    tags,
    request: {
      query: NoQuery,
      params: IdParam,
      body: { content: { "application/json": { schema: ConsultorBody } }, required: true },
    },
    responses: { 200: json(DiagnosticoConsultorSchema, "Consultor vinculado") },
  },
  async ({ db, user, params, body }) => {
    const { id } = params;
    const { consultor } = body;
    return alterarConsultor(db, user, id, consultor);
  },
);

// DELETE /diagnostico/{id}/remover/consultor/ – unlinks the consultant (a consultant only themselves)
endpoint(
  diagnosticoRoutes,
  {
    method: "delete",
    path: "/diagnostico/{id}/remover/consultor/",
    acao: "solicitacao.acompanhar",
    tags,
    request: { query: NoQuery, params: IdParam },
    responses: { 200: json(DiagnosticoConsultorSchema, "Consultor removido") },
  },
  async ({ db, user, params }) => removerConsultor(db, user, params.id),
);
