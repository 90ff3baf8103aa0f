import { z } from "@hono/zod-openapi";
import { CONSUMIDORES } from "../../lib/evento";
import { paginatedSchema, PaginationQuery } from "../../lib/pagination";
import { QueryId } from "../../lib/params";

export const ConsumidorParam = z.object({
  consumidor: z.enum(CONSUMIDORES, { error: `Use um destes: ${CONSUMIDORES.join(", ")}.` }),
});
export const EventoParam = ConsumidorParam.extend({ evento: QueryId });

export const FalhaSchema = z
  .object({
    evento: z.number().int(),
    /** The event as `entidade.ACAO`, and the object it is about. */
    nome: z.string(),
    entidade: z.string(),
    entidade_id: z.number().int(),
    dtainclusao: z.string(),
    tentativas: z.number().int(),
    erro: z.string().nullable(),
    proxima_tentativa: z.string().nullable(),
  })
  .openapi("FalhaDeEntrega");
export const FalhaPage = paginatedSchema(FalhaSchema, "FalhasDeEntrega");
export const FalhaQuery = PaginationQuery.strict();

export const ReprocessadoSchema = z
  .object({ evento: z.number().int(), entregue: z.boolean() })
  .openapi("EventoReprocessado");
