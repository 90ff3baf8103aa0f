import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { fileResponse } from "../../../lib/files";
import { IdParam, IfMatchHeader, NoQuery } from "../../../lib/params";
import { arquivo, endpoint, json, leitura } from "../../../lib/endpoint";
import { DocumentoForm } from "../criacao/schemas";
import { arquivoDoDocumento, incluirDocumento, removerDocumento } from "./service";
import { DocumentoSchema } from "../consulta/schemas";

export const documentoRoutes = new OpenAPIHono<HubEnv>();
const tags = ["solicitacao-interno"];

// POST /solicitacao/documento/ – attaches a document to an open request the staff member reaches
endpoint(
  documentoRoutes,
  {
    method: "post",
    path: "/solicitacao/documento/",
    acao: "solicitacao.acompanhar",
    tags,
    request: {
      query: NoQuery,
      headers: IfMatchHeader,
      body: { content: { "multipart/form-data": { schema: DocumentoForm } }, required: true },
    },
    responses: { 201: json(DocumentoSchema, "Documento anexado") },
  },
  async ({ db, user, body, now, versao }) => incluirDocumento(db, user, body, now, versao),
);

// DELETE /solicitacao/documento/{id}/ – removes a document (managers, or the staff member who attached it)
endpoint(
  documentoRoutes,
  {
    method: "delete",
    path: "/solicitacao/documento/{id}/",
    acao: "solicitacao.acompanhar",
    tags,
    request: { query: NoQuery, params: IdParam, headers: IfMatchHeader },
    responses: { 204: { description: "Documento removido" } },
  },
  async ({ db, user, params, now, versao }) => {
    await removerDocumento(db, user, params.id, now, versao);
    return null;
  },
);

// GET /solicitacao/documento/{id}/arquivo/ – downloads a request document as an attachment
leitura(
  documentoRoutes,
  { path: "/solicitacao/documento/{id}/arquivo/", acao: "solicitacao.acompanhar", tags, params: IdParam },
  arquivo("Arquivo do documento"),
  async ({ db, user, params }) => fileResponse(await arquivoDoDocumento(db, user, params.id)) as never,
);
