import { z } from "@hono/zod-openapi";
import { ModeloOfertaCardSchema } from "../servico";

export const VitrineSchema = z
  .object({ acao: z.number().int(), results: z.array(ModeloOfertaCardSchema) })
  .openapi("VitrineModeloOferta");
