import "server-only";
import { IdParam } from "../../lib/params";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { fileResponse } from "../../lib/files";
import { arquivo, leitura, lista } from "../../lib/endpoint";

import { PortalDocumentoSchema } from "./schemas";
import { getArquivoDoDocumento, listDocumentos } from "./service";

export const portalDocumentoRoutes = new OpenAPIHono<HubEnv>();

// GET /portal/documento/ – the programme's public documents, in their order
lista(
  portalDocumentoRoutes,
  { path: "/portal/documento/", acao: "catalogo.ver", tags: ["portal"], descricao: "Documentos do portal" },
  PortalDocumentoSchema,
  listDocumentos,
);

// GET /portal/documento/{id}/arquivo/ – a portal document's file, as a download
leitura(
  portalDocumentoRoutes,
  { path: "/portal/documento/{id}/arquivo/", acao: "catalogo.ver", tags: ["portal"], params: IdParam },
  arquivo("Arquivo do documento", "application/pdf"),
  async ({ db, params }) => fileResponse(await getArquivoDoDocumento(db, params.id)),
);
