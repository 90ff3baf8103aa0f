import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import { and, inArray } from "drizzle-orm";
import { status } from "../../db/schema";
import type { HubEnv } from "../../lib/context";
import { arquivo, type Contexto, endpoint, json, leitura } from "../../lib/endpoint";
import { fileResponse } from "../../lib/files";
import { IdParam, NoQuery } from "../../lib/params";
import {
  diagnosticoAlcancavel,
  diagnosticoDasPartes,
  diagnosticoVinculadoA,
  diagnosticoVisivelPara,
} from "../../authz/escopo";
import { ConsultorBody } from "../solicitacao";
import { alterarConsultor, removerConsultor } from "./consultor";
import {
  DiagnosticoConsultorSchema,
  DiagnosticoDetalheSchema,
  DiagnosticoExternoQuery,
  DiagnosticoPage,
  DiagnosticoQuery,
  EnviadosQuery,
  type DiagnosticoFilter,
  type StatusDiagnostico,
} from "./schemas";
import { audienciaDe } from "../../lib/history";
import { arquivoDoDiagnostico, getDiagnostico, listDiagnosticos } from "./service";
import { DIAGNOSTICO_ENVIADO } from "@/lib/regras/diagnostico";

export const diagnosticoRoutes = new OpenAPIHono<HubEnv>();
const tags = ["diagnostico"];

type Filtro = DiagnosticoFilter & { status?: StatusDiagnostico[] };

/** The page of the consultant's diagnostics that `q` asks for. */
const diagnosticos = ({ db, user, now, pagina }: Contexto<unknown>, q: Filtro) =>
  pagina((win) => listDiagnosticos(db, diagnosticoVinculadoA(user), q, win, now));

/** The page of a party's diagnostics (the provider's, the client's) that `q` asks for. */
const dasPartes = ({ db, user, now, pagina }: Contexto<unknown>, q: Filtro) =>
  pagina((win) => listDiagnosticos(db, diagnosticoDasPartes(db, user), q, win, now));

// GET /diagnostico/consultor/ – diagnostics linked to the consultant (managers: all), by status
leitura(
  diagnosticoRoutes,
  { path: "/diagnostico/consultor/", acao: "solicitacao.acompanhar", tags, query: DiagnosticoQuery },
  json(DiagnosticoPage, "Diagnósticos"),
  async (ctx) => diagnosticos(ctx, ctx.query),
);

// GET /diagnostico/enviados/consultor/ – the consultant's diagnostics already sent by the provider
leitura(
  diagnosticoRoutes,
  { path: "/diagnostico/enviados/consultor/", acao: "solicitacao.acompanhar", tags, query: EnviadosQuery },
  json(DiagnosticoPage, "Diagnósticos enviados"),
  async (ctx) => diagnosticos(ctx, { ...ctx.query, status: [...DIAGNOSTICO_ENVIADO] }),
);

// GET /diagnostico/consultor/{id}/ – one diagnostic with its request's companies, file and history
leitura(
  diagnosticoRoutes,
  { path: "/diagnostico/consultor/{id}/", acao: "solicitacao.acompanhar", tags, params: IdParam },
  json(DiagnosticoDetalheSchema, "Diagnóstico"),
  async ({ db, user, params, now }) =>
    getDiagnostico(db, user, params.id, now, diagnosticoVisivelPara(db, user), "equipe"),
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

// GET /diagnostico/externo/ – the provider's diagnostics to do and the client's to review; status, search, dates
leitura(
  diagnosticoRoutes,
  { path: "/diagnostico/externo/", acao: "diagnostico.tratar", tags, query: DiagnosticoExternoQuery },
  json(DiagnosticoPage, "Diagnósticos"),
  async (ctx) => dasPartes(ctx, ctx.query),
);

// GET /diagnostico/externo/enviados/ – the party's diagnostics already sent
leitura(
  diagnosticoRoutes,
  {
    path: "/diagnostico/externo/enviados/",
    acao: "diagnostico.tratar",
    tags,
    query: DiagnosticoExternoQuery,
  },
  json(DiagnosticoPage, "Diagnósticos enviados"),
  async (ctx) => {
    const pedidos = ctx.query.status?.filter((s) => DIAGNOSTICO_ENVIADO.includes(s));
    return dasPartes(ctx, { ...ctx.query, status: pedidos?.length ? pedidos : [...DIAGNOSTICO_ENVIADO] });
  },
);

// GET /diagnostico/externo/{id}/ – one diagnostic of the party, with the actions they may take now
leitura(
  diagnosticoRoutes,
  { path: "/diagnostico/externo/{id}/", acao: "diagnostico.tratar", tags, params: IdParam },
  json(DiagnosticoDetalheSchema, "Diagnóstico"),
  async ({ db, user, params, now }) =>
    getDiagnostico(db, user, params.id, now, diagnosticoDasPartes(db, user), audienciaDe(user)),
);

// GET /diagnostico/externo/enviados/{id}/ – one sent diagnostic of the party (404 before it is sent)
leitura(
  diagnosticoRoutes,
  { path: "/diagnostico/externo/enviados/{id}/", acao: "diagnostico.tratar", tags, params: IdParam },
  json(DiagnosticoDetalheSchema, "Diagnóstico enviado"),
  async ({ db, user, params, now }) =>
    getDiagnostico(
      db,
      user,
      params.id,
      now,
      and(diagnosticoDasPartes(db, user), inArray(status.codigo, DIAGNOSTICO_ENVIADO)),
      audienciaDe(user),
    ),
);

// GET /diagnostico/{id}/arquivo/ – downloads the diagnostic's file (its parties and the staff who reach it)
leitura(
  diagnosticoRoutes,
  { path: "/diagnostico/{id}/arquivo/", acao: "diagnostico.baixar", tags, params: IdParam },
  arquivo("Arquivo do diagnóstico", "application/pdf"),
  async ({ db, user, params }) =>
    fileResponse(await arquivoDoDiagnostico(db, diagnosticoAlcancavel(db, user), params.id)) as never,
);
