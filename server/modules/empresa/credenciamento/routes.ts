import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { arquivo, corpo, escrita, formulario, json, leitura } from "../../../lib/endpoint";
import { ErrorSchema } from "../../../lib/errors";
import { fileResponse } from "../../../lib/files";
import { IdParam } from "../../../lib/params";
import {
  CredenciamentosDaEmpresaSchema,
  DocumentoForm,
  DocumentoPathParams,
  DocumentoSchema,
  DocumentoTipoSchema,
  RecusaBody,
  SolicitarBody,
  SuspenderForm,
  ToggleBody,
  VincularBody,
} from "./schemas";
import {
  alternarCredenciamento,
  recusarCredenciamento,
  removerCredenciamento,
  solicitarCredenciamento,
  suspenderCredenciamento,
  vincularServico,
} from "./service";
import { credenciamentosDaEmpresa, documentoDaSuspensao } from "./consulta";
import { arquivoDoDocumento, documentosDaEmpresa, enviarDocumento, tiposDeDocumento } from "./documento";

/** Providers' accreditation for services and the company documents it requires. */
export const credenciamentoRoutes = new OpenAPIHono<HubEnv>();
const tags = ["empresa"];
const credenciamentosJson = json(CredenciamentosDaEmpresaSchema, "Credenciamentos da empresa");
const conflito = (descricao: string) => ({ 409: json(ErrorSchema, descricao) });

// GET /empresa/{id}/credenciamentos/ – a provider's accreditations, the actions open to the user and
// the required documents still missing (an extra call: the provider's and staff's accreditation screens)
leitura(
  credenciamentoRoutes,
  { path: "/empresa/{id}/credenciamentos/", acao: "credenciamento.ver", tags, params: IdParam },
  credenciamentosJson,
  ({ db, user, params }) => credenciamentosDaEmpresa(db, user, params.id),
);

// PATCH /empresa/{id}/credenciar/ – the provider asks accreditation for services
escrita(
  credenciamentoRoutes,
  {
    method: "patch",
    path: "/empresa/{id}/credenciar/",
    acao: "credenciamento.solicitar",
    tags,
    params: IdParam,
    body: corpo(SolicitarBody),
  },
  { 200: credenciamentosJson, ...conflito("Serviço já pedido ou credenciado") },
  async ({ db, user, params, body, now }) => {
    await solicitarCredenciamento(db, user, params.id, body.servicos, now);
    return credenciamentosDaEmpresa(db, user, params.id);
  },
);

// PATCH /empresa/{id}/recusa-credenciamento/ – staff refuse a provider's request for a service, with a reason
escrita(
  credenciamentoRoutes,
  {
    method: "patch",
    path: "/empresa/{id}/recusa-credenciamento/",
    acao: "credenciamento.decidir",
    tags,
    params: IdParam,
    body: corpo(RecusaBody),
  },
  { 200: credenciamentosJson, ...conflito("O pedido já foi decidido") },
  async ({ db, user, params, body, now }) => {
    await recusarCredenciamento(db, user, params.id, body, now);
    return credenciamentosDaEmpresa(db, user, params.id);
  },
);

// POST /empresa/interno/servico/vincular/ – staff accredit a provider for a service (its request, or at once)
escrita(
  credenciamentoRoutes,
  {
    method: "post",
    path: "/empresa/interno/servico/vincular/",
    acao: "credenciamento.decidir",
    tags,
    body: corpo(VincularBody),
  },
  {
    201: json(z.object({ id: z.number().int() }), "Prestador credenciado no serviço"),
    ...conflito("A empresa já é credenciada neste serviço"),
  },
  ({ db, user, body, now }) => vincularServico(db, user, body, now),
);

// DELETE /empresa/interno/servico/remover/{id}/ – staff remove a provider's link to a service
escrita(
  credenciamentoRoutes,
  {
    method: "delete",
    path: "/empresa/interno/servico/remover/{id}/",
    acao: "credenciamento.decidir",
    tags,
    params: IdParam,
  },
  { 204: { description: "Vínculo removido" } },
  async ({ db, user, params }) => {
    await removerCredenciamento(db, user, params.id);
    return null;
  },
);

// PATCH /empresa/interno/servico/toggle/ – staff switch an accredited link off or back on
escrita(
  credenciamentoRoutes,
  {
    method: "patch",
    path: "/empresa/interno/servico/toggle/",
    acao: "credenciamento.decidir",
    tags,
    body: corpo(ToggleBody),
  },
  {
    200: json(z.object({ id: z.number().int(), ativo: z.boolean() }), "Vínculo ativado ou desativado"),
    ...conflito("O vínculo não está credenciado"),
  },
  ({ db, user, body, now }) => alternarCredenciamento(db, user, body.id, now),
);

// PATCH /empresa/interno/servico/suspender/ – staff suspend a link (a document and a reason) or lift it
escrita(
  credenciamentoRoutes,
  {
    method: "patch",
    path: "/empresa/interno/servico/suspender/",
    acao: "credenciamento.decidir",
    tags,
    body: formulario(SuspenderForm),
  },
  {
    200: json(z.object({ id: z.number().int(), suspenso: z.boolean() }), "Suspensão registrada ou encerrada"),
    ...conflito("O vínculo já está suspenso, ou não está"),
  },
  ({ db, user, body, now }) => suspenderCredenciamento(db, user, body, now),
);

// GET /empresa/credenciamento/{id}/documento/ – the document behind a suspension (an extra call)
leitura(
  credenciamentoRoutes,
  { path: "/empresa/credenciamento/{id}/documento/", acao: "credenciamento.ver", tags, params: IdParam },
  arquivo("Documento da suspensão"),
  async ({ db, user, params }) => fileResponse(await documentoDaSuspensao(db, user, params.id)),
);

// GET /empresa/documento/tipo/ – the kinds of company document, the required ones first
leitura(
  credenciamentoRoutes,
  { path: "/empresa/documento/tipo/", acao: "referencia.basica", tags },
  json(z.array(DocumentoTipoSchema), "Tipos de documento"),
  ({ db }) => tiposDeDocumento(db),
);

// POST /empresa/documento/ – a company's users or staff send a document (multipart, content-checked)
escrita(
  credenciamentoRoutes,
  {
    method: "post",
    path: "/empresa/documento/",
    acao: "documento.enviar",
    tags,
    body: formulario(DocumentoForm),
  },
  { 201: json(DocumentoSchema, "Documento enviado") },
  ({ db, user, body, now }) => enviarDocumento(db, user, body, now),
);

// GET /empresa/{id}/documentos/ – a company's documents (an extra call: the provider's own screen)
leitura(
  credenciamentoRoutes,
  { path: "/empresa/{id}/documentos/", acao: "documento.enviar", tags, params: IdParam },
  json(z.array(DocumentoSchema), "Documentos da empresa"),
  ({ db, user, params }) => documentosDaEmpresa(db, user, params.id),
);

// GET /empresa/{empresa}/documentos/{documento}/arquivo/ – a company document's file (an extra call)
leitura(
  credenciamentoRoutes,
  {
    path: "/empresa/{empresa}/documentos/{documento}/arquivo/",
    acao: "documento.enviar",
    tags,
    params: DocumentoPathParams,
  },
  arquivo("Documento"),
  async ({ db, user, params }) =>
    fileResponse(await arquivoDoDocumento(db, user, params.empresa, params.documento)),
);
