import { z } from "@hono/zod-openapi";
import { PARCEIRO } from "@/lib/regras/parceiro";
import { paginatedSchema, PaginationQuery } from "../../lib/pagination";
import { QueryBool, Texto } from "../../lib/params";

const id = z.number().int();
const texto = z.string();

/** An active partner to choose for a request, with its share of the subsidy in percent. */
export const ParceiroOpcaoSchema = z
  .object({ id, razaosocial: texto, subsidio: z.number() })
  .openapi("ParceiroOpcao");

export const ParceiroSchema = ParceiroOpcaoSchema.extend({
  objetivo: texto,
  ativo: z.boolean(),
  /** How many requests it co-funds: a partner in use is deactivated, never deleted. */
  solicitacoes: id,
}).openapi("Parceiro");

export const ParceiroPage = paginatedSchema(ParceiroSchema, "ParceiroPagina");

export const ParceiroQuery = PaginationQuery.extend({
  search: z.string().max(120).optional(),
  ativo: QueryBool,
}).strict();
export type ParceiroFiltro = z.infer<typeof ParceiroQuery>;

export const ParceiroBody = z
  .strictObject({
    razaosocial: Texto(PARCEIRO.razaosocial.min, PARCEIRO.razaosocial.max),
    objetivo: z
      .string({ error: "Use um texto." })
      .trim()
      .max(PARCEIRO.objetivo.max, "Use até 2.000 caracteres.")
      .default(""),
    subsidio: z
      .number({ error: "Informe o percentual de subsídio." })
      .gt(0, "O subsídio deve ser maior que zero.")
      .max(100, "O subsídio vai até 100%.")
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, "Use no máximo duas casas decimais."),
    ativo: z.boolean({ error: "Use true ou false." }).default(true),
  })
  .openapi("ParceiroCorpo");
export type ParceiroBody = z.infer<typeof ParceiroBody>;
