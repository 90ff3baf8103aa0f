import { z } from "@hono/zod-openapi";
import { QueryId } from "../../lib/params";

export const EstadoSchema = z
  .object({ id: z.number().int(), sigla: z.string(), nome: z.string() })
  .openapi("EstadoOpcao");

export const CidadeSchema = z.object({ id: z.number().int(), nome: z.string() }).openapi("CidadeOpcao");

export const CidadesQuery = z.strictObject({
  // The state's id or its two-letter abbreviation (UF).
  estado: z.union([
    QueryId,
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, "Informe o id ou a sigla do estado.")
      .transform((v) => v.toUpperCase()),
  ]),
});
