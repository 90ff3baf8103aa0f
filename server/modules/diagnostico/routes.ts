import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { HubEnv } from "../../lib/context";
import { pageOf } from "../../lib/pagination";
import { IdParam, NoQuery } from "../../lib/params";
import { hubRoute, json } from "../../lib/route";
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

/** The page of the user's diagnostics that `q` asks for, with `next` and `previous` from the URL. */
const pagina = (c: Context<HubEnv>, q: DiagnosticoFilter & { status?: StatusDiagnostico[] }) =>
  pageOf(c.req.url, q, (win) => listDiagnosticos(c.get("db"), c.get("user")!, q, win, c.get("deps").now()));

// GET /diagnostico/consultor/ – diagnostics linked to the consultant (managers: all), by status
diagnosticoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/diagnostico/consultor/",
    tags,
    request: { query: DiagnosticoQuery },
    responses: { 200: json(DiagnosticoPage, "Diagnósticos") },
  }),
  async (c) => c.json(await pagina(c, c.req.valid("query")), 200),
);

// GET /diagnostico/enviados/consultor/ – the consultant's diagnostics already sent by the provider
diagnosticoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/diagnostico/enviados/consultor/",
    tags,
    request: { query: EnviadosQuery },
    responses: { 200: json(DiagnosticoPage, "Diagnósticos enviados") },
  }),
  async (c) => c.json(await pagina(c, { ...c.req.valid("query"), status: ENVIADOS }), 200),
);

// GET /diagnostico/consultor/{id}/ – one diagnostic with its request's companies, file and history
diagnosticoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/diagnostico/consultor/{id}/",
    tags,
    request: { params: IdParam, query: NoQuery },
    responses: { 200: json(DiagnosticoDetalheSchema, "Diagnóstico") },
  }),
  async (c) =>
    c.json(
      await getDiagnostico(c.get("db"), c.get("user")!, c.req.valid("param").id, c.get("deps").now()),
      200,
    ),
);

// PATCH /diagnostico/{id}/altera/consultor/ – links a consultant to an open diagnostic
diagnosticoRoutes.openapi(
  hubRoute({
    method: "patch",
    path: "/diagnostico/{id}/altera/consultor/",
    tags,
    request: {
      query: NoQuery,
      params: IdParam,
      body: { content: { "application/json": { schema: ConsultorBody } }, required: true },
    },
    responses: { 200: json(DiagnosticoConsultorSchema, "Consultor vinculado") },
  }),
  async (c) => {
    const { id } = c.req.valid("param");
    const { consultor } = c.req.valid("json");
    return c.json(await alterarConsultor(c.get("db"), c.get("user")!, id, consultor), 200);
  },
);

// DELETE /diagnostico/{id}/remover/consultor/ – unlinks the consultant (a consultant only themselves)
diagnosticoRoutes.openapi(
  hubRoute({
    method: "delete",
    path: "/diagnostico/{id}/remover/consultor/",
    tags,
    request: { query: NoQuery, params: IdParam },
    responses: { 200: json(DiagnosticoConsultorSchema, "Consultor removido") },
  }),
  async (c) => c.json(await removerConsultor(c.get("db"), c.get("user")!, c.req.valid("param").id), 200),
);
