import { z } from "@hono/zod-openapi";
import { PaginationQuery, paginatedSchema } from "../../lib/pagination";

export const CentroCustoSchema = z
  .object({
    id: z.number().int(),
    codigo: z.string(),
    descricao: z.string(),
    saldo: z.number(),
    acao: z.object({ codigo: z.string() }),
    projeto: z.string(),
    ano: z.number().int(),
    ativo: z.boolean(),
  })
  .openapi("CentroCusto");

export const CentroCustoPage = paginatedSchema(CentroCustoSchema, "CentroCustoPagina");

export const CentroCustoQuery = PaginationQuery.extend({
  search: z.string().max(120).optional(),
  ano: z.coerce.number().int().min(2000).max(2100).optional(),
}).strict();
