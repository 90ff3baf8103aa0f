import { z } from "@hono/zod-openapi";
import { PaginationQuery, paginatedSchema } from "../../lib/pagination";
import { QueryId } from "../../lib/params";

export const UnidadeAtendimentoSchema = z
  .object({
    id: z.number().int(),
    descricao: z.string(),
    ativo: z.boolean(),
    cidades: z.array(z.object({ id: z.number().int(), nome: z.string(), estado: z.string() })),
    gestores: z.array(z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string() })),
  })
  .openapi("UnidadeAtendimento");

export const UnidadeAtendimentoPage = paginatedSchema(UnidadeAtendimentoSchema, "UnidadeAtendimentoPagina");

export const UnidadeAtendimentoQuery = PaginationQuery.extend({
  search: z.string().max(120).optional(),
  gestor: QueryId.optional(),
}).strict();
