import "server-only";
import { IdParam, NoQuery } from "../../lib/params";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { fileResponse } from "../../lib/files";
import { hubRoute, json } from "../../lib/route";

import { PortalDocumentoSchema } from "./schemas";
import { getArquivoDoDocumento, listDocumentos } from "./service";

export const portalDocumentoRoutes = new OpenAPIHono<HubEnv>();

// GET /portal/documento/ – the programme's public documents, in their order
portalDocumentoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/portal/documento/",
    tags: ["portal"],
    request: { query: NoQuery },
    responses: { 200: json(z.array(PortalDocumentoSchema), "Documentos do portal") },
  }),
  async (c) => c.json(await listDocumentos(c.get("db")), 200),
);

// GET /portal/documento/{id}/arquivo/ – a portal document's file, as a download
portalDocumentoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/portal/documento/{id}/arquivo/",
    tags: ["portal"],
    request: { params: IdParam, query: NoQuery },
    responses: {
      200: {
        description: "Arquivo do documento",
        content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
      },
    },
  }),
  async (c) => fileResponse(await getArquivoDoDocumento(c.get("db"), c.req.valid("param").id)) as never,
);
