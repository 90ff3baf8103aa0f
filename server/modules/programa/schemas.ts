import { z } from "@hono/zod-openapi";
import { QueryBool } from "../../lib/params";

export const ProgramaSchema = z
  .object({
    id: z.number().int(),
    descricao: z.string(),
    ativo: z.boolean(),
    contratacao_interna: z.boolean(),
  })
  .openapi("Programa");

// `status` is the programme's situation: true for active ones.
export const ProgramaQuery = z.strictObject({ status: QueryBool, contratacao_interna: QueryBool });
