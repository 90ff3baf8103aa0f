import { z } from "@hono/zod-openapi";
import { ArquivoSchema } from "../../lib/files";

export const PortalDocumentoSchema = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    descricao: z.string(),
    arquivo: ArquivoSchema,
    url: z.string(),
  })
  .openapi("PortalDocumento");
