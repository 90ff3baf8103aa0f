import "server-only";
import { IdParam, NoQuery } from "../../lib/params";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { fileResponse } from "../../lib/files";
import { hubRoute, rotaLista } from "../../lib/route";

import { PortalDocumentoSchema } from "./schemas";
import { getArquivoDoDocumento, listDocumentos } from "./service";

export const portalDocumentoRoutes = new OpenAPIHono<HubEnv>();

// GET /portal/documento/ – the programme's public documents, in their order
rotaLista(
  portalDocumentoRoutes,
  { path: "/portal/documento/", tag: "portal", description: "Documentos do portal" },
  PortalDocumentoSchema,
  listDocumentos,
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
