import { z } from "@hono/zod-openapi";
import { Texto } from "../../lib/params";

export const AreaAtuacaoSchema = z.object({
  id: z.number().int(),
  descricao: z.string(),
  ativo: z.boolean(),
  /** How many companies and services name it: one in use is archived, never deleted. */
  empresas: z.number().int(),
  servicos: z.number().int(),
});

export const AreaAtuacaoBody = z
  .object({ descricao: Texto(2, 120), ativo: z.boolean().optional() })
  .strict()
  .openapi("AreaAtuacaoCorpo");

/** A manager linked to an area (GET /area-atuacao/gestor/). */
export const AreaAtuacaoGestorSchema = z.object({
  id: z.number().int(),
  area: z.object({ id: z.number().int(), descricao: z.string() }),
  gestor: z.object({ id: z.number().int(), nome: z.string(), email: z.string() }),
});
