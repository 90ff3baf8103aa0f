import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { fileResponse } from "../../../lib/files";
import { IdParam, NoQuery } from "../../../lib/params";
import { hubRoute, json } from "../../../lib/route";
import { DocumentoForm } from "./criacao-schemas";
import { arquivoDoDocumento, incluirDocumento, removerDocumento } from "./documento";
import { DocumentoSchema } from "./schemas-interno";

export const documentoRoutes = new OpenAPIHono<HubEnv>();
const tags = ["solicitacao-interno"];

// POST /solicitacao/documento/ – attaches a document to an open request the staff member reaches
documentoRoutes.openapi(
  hubRoute({
    method: "post",
    path: "/solicitacao/documento/",
    tags,
    request: {
      query: NoQuery,
      body: { content: { "multipart/form-data": { schema: DocumentoForm } }, required: true },
    },
    responses: { 201: json(DocumentoSchema, "Documento anexado") },
  }),
  async (c) =>
    c.json(
      await incluirDocumento(c.get("db"), c.get("user")!, c.req.valid("form"), c.get("deps").now()),
      201,
    ),
);

// DELETE /solicitacao/documento/{id}/ – removes a document (managers, or the staff member who attached it)
documentoRoutes.openapi(
  hubRoute({
    method: "delete",
    path: "/solicitacao/documento/{id}/",
    tags,
    request: { query: NoQuery, params: IdParam },
    responses: { 204: { description: "Documento removido" } },
  }),
  async (c) => {
    await removerDocumento(c.get("db"), c.get("user")!, c.req.valid("param").id, c.get("deps").now());
    return c.body(null, 204);
  },
);

// GET /solicitacao/documento/{id}/arquivo/ – downloads a request document as an attachment
documentoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/solicitacao/documento/{id}/arquivo/",
    tags,
    request: { params: IdParam, query: NoQuery },
    responses: {
      200: {
        description: "Arquivo do documento",
        content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
      },
    },
  }),
  async (c) =>
    fileResponse(await arquivoDoDocumento(c.get("db"), c.get("user")!, c.req.valid("param").id)) as never,
);
