import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { arquivo, corpo, escrita, formulario, json, leitura } from "../../../lib/endpoint";
import { ErrorSchema } from "../../../lib/errors";
import { fileResponse } from "../../../lib/files";
import { HistoricoItemSchema } from "../../../lib/history";
import { IdParam } from "../../../lib/params";
import { transicao } from "../../../lib/transicao";
import { editalWorkflow } from "../workflow";
import { anexarArquivo, editarEdital, encerrarEdital, publicarEdital, removerArquivo } from "./acoes";
import { arquivoDoEdital, arquivosDoEdital } from "./arquivos";
import { avaliadoresAtivos } from "./avaliadores";
import { detalheDoEdital, historicoDoEdital, listarEditais } from "./consulta";
import {
  ArquivoDoEditalParams,
  ArquivoEditalForm,
  AvaliadorSchema,
  EditaisPageSchema,
  EditaisQuery,
  EditalArquivoSchema,
  EditalBody,
  EditalDetalheSchema,
} from "./schemas";
import { criarEdital, pendenciasDoEdital } from "./service";

/** Staff write and publish tenders; anyone, signed in or not, reads the published ones. */
export const editalCriacaoRoutes = new OpenAPIHono<HubEnv>();
const tags = ["edital"];
const BASE = "/credenciamento/edital";
const detalheJson = json(EditalDetalheSchema, "Edital");

// GET /credenciamento/edital/list/ – published and closed tenders for anyone; staff read drafts too
leitura(
  editalCriacaoRoutes,
  { path: `${BASE}/list/`, acao: "edital.ver", tags, query: EditaisQuery },
  json(EditaisPageSchema, "Editais"),
  ({ db, sessao, query, pagina }) => pagina((win) => listarEditais(db, sessao, query, win)),
);

// GET /credenciamento/edital/detalhe/{id}/ – the tender: stages by `ordem`, groups, documents, services, files
leitura(
  editalCriacaoRoutes,
  { path: `${BASE}/detalhe/{id}/`, acao: "edital.ver", tags, params: IdParam },
  detalheJson,
  ({ db, sessao, params }) => detalheDoEdital(db, sessao, params.id),
);

// GET /credenciamento/edital/detalhe/{id}/check/ – what still blocks the tender's publication, in words
leitura(
  editalCriacaoRoutes,
  { path: `${BASE}/detalhe/{id}/check/`, acao: "edital.gerir", tags, params: IdParam },
  json(z.object({ pendencias: z.array(z.string()) }), "O que falta para publicar"),
  async ({ db, sessao, params }) => {
    await detalheDoEdital(db, sessao, params.id);
    return { pendencias: await pendenciasDoEdital(db, params.id) };
  },
);

// POST /credenciamento/edital/create/ – staff write a new tender, born a draft
escrita(
  editalCriacaoRoutes,
  { method: "post", path: `${BASE}/create/`, acao: "edital.gerir", tags, body: corpo(EditalBody) },
  {
    201: detalheJson,
    409: json(ErrorSchema, "Já existe um edital com este número"),
  },
  async ({ db, user, body, now }) => detalheDoEdital(db, user, await criarEdital(db, user, body, now)),
);

// PUT /credenciamento/edital/detalhe/{id}/ – staff rewrite a draft (an extra call: the editor saves a draft)
transicao(
  editalCriacaoRoutes,
  editalWorkflow,
  "editar",
  {
    method: "put",
    path: `${BASE}/detalhe/{id}/`,
    tags,
    request: { params: IdParam, body: corpo(EditalBody) },
    responses: { 200: detalheJson },
  },
  async ({ db, user, params, body, versao }) => {
    await editarEdital(db, user, params.id, body, versao);
    return detalheDoEdital(db, user, params.id);
  },
);

// PUT /credenciamento/edital/detalhe/{id}/publicar/ – 409 with the `check` list while something is missing
transicao(
  editalCriacaoRoutes,
  editalWorkflow,
  "publicar",
  {
    method: "put",
    path: `${BASE}/detalhe/{id}/publicar/`,
    tags,
    request: { params: IdParam },
    responses: { 200: detalheJson },
  },
  async ({ db, user, params, versao, now }) => {
    await publicarEdital(db, user, params.id, versao, now);
    return detalheDoEdital(db, user, params.id);
  },
);

// PUT /credenciamento/edital/detalhe/{id}/encerrar/ – closes a tender whose results are all out (an extra call)
transicao(
  editalCriacaoRoutes,
  editalWorkflow,
  "encerrar",
  {
    method: "put",
    path: `${BASE}/detalhe/{id}/encerrar/`,
    tags,
    request: { params: IdParam },
    responses: { 200: detalheJson },
  },
  async ({ db, user, params, versao }) => {
    await encerrarEdital(db, user, params.id, versao);
    return detalheDoEdital(db, user, params.id);
  },
);

// GET /credenciamento/edital/detalhe/{id}/arquivos/ – the tender's files (notice first, then annexes)
leitura(
  editalCriacaoRoutes,
  { path: `${BASE}/detalhe/{id}/arquivos/`, acao: "edital.ver", tags, params: IdParam },
  json(z.array(EditalArquivoSchema), "Arquivos do edital"),
  ({ db, sessao, params }) => arquivosDoEdital(db, sessao, params.id),
);

// POST /credenciamento/edital/detalhe/{id}/arquivos/ – staff attach the notice PDF or an annex to a draft
// (an extra call: the editor's upload; multipart, content-checked)
transicao(
  editalCriacaoRoutes,
  editalWorkflow,
  "editar",
  {
    method: "post",
    path: `${BASE}/detalhe/{id}/arquivos/`,
    tags,
    request: { params: IdParam, body: formulario(ArquivoEditalForm) },
    responses: { 201: detalheJson },
  },
  async ({ db, user, params, body, versao }) => {
    await anexarArquivo(db, user, params.id, body, versao);
    return detalheDoEdital(db, user, params.id);
  },
);

// GET /credenciamento/edital/detalhe/{id}/arquivos/{arquivo}/ – downloads one of the tender's files (an
// extra call: the public detail's links)
leitura(
  editalCriacaoRoutes,
  {
    path: `${BASE}/detalhe/{id}/arquivos/{arquivo}/`,
    acao: "edital.ver",
    tags,
    params: ArquivoDoEditalParams,
  },
  arquivo("Arquivo do edital"),
  async ({ db, sessao, params }) =>
    fileResponse(await arquivoDoEdital(db, sessao, params.id, params.arquivo)),
);

// DELETE /credenciamento/edital/detalhe/{id}/arquivos/{arquivo}/ – staff remove a draft's file (an extra call)
transicao(
  editalCriacaoRoutes,
  editalWorkflow,
  "editar",
  {
    method: "delete",
    path: `${BASE}/detalhe/{id}/arquivos/{arquivo}/`,
    tags,
    request: { params: ArquivoDoEditalParams },
    responses: { 200: detalheJson },
  },
  async ({ db, user, params, versao }) => {
    await removerArquivo(db, user, params.id, params.arquivo, versao);
    return detalheDoEdital(db, user, params.id);
  },
);

// GET /credenciamento/edital/detalhe/{id}/historico/ – every step of the tender, for staff (an extra call)
leitura(
  editalCriacaoRoutes,
  { path: `${BASE}/detalhe/{id}/historico/`, acao: "edital.gerir", tags, params: IdParam },
  json(z.array(HistoricoItemSchema), "Histórico do edital"),
  ({ db, params }) => historicoDoEdital(db, params.id),
);

// GET /credenciamento/edital/avaliadores/ – who staff may name as a tender's evaluators (an extra call: the editor)
leitura(
  editalCriacaoRoutes,
  { path: `${BASE}/avaliadores/`, acao: "edital.gerir", tags },
  json(z.array(AvaliadorSchema), "Avaliadores"),
  ({ db }) => avaliadoresAtivos(db),
);
