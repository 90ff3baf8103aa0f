import { z } from "@hono/zod-openapi";
import { PaginationQuery, paginatedSchema } from "../../lib/pagination";
import { QueryId } from "../../lib/params";

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
    /** Off for its budget action, or its project: the centre takes no new reservation. */
    acao_ativo_hub: z.boolean(),
    projeto_ativo_hub: z.boolean(),
  })
  .openapi("CentroCusto");

export const CentroCustoPage = paginatedSchema(CentroCustoSchema, "CentroCustoPagina");

export const CentroCustoQuery = PaginationQuery.extend({
  search: z.string().max(120).optional(),
  ano: z.coerce.number().int().min(2000).max(2100).optional(),
}).strict();

export const CentroCustoDetalheQuery = z
  .strictObject({
    centrocusto: QueryId.optional(),
    acao: z.string().trim().min(1).max(40).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.centrocusto !== undefined && q.acao !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["acao"],
        message: "Informe o centro de custo ou a ação, não os dois.",
      });
    else if (q.centrocusto === undefined && q.acao === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["centrocusto"],
        message: "Informe o centro de custo ou a ação.",
      });
  });
export type CentroCustoDetalheFilter = z.infer<typeof CentroCustoDetalheQuery>;

export const CentroCustoDetalheSchema = z
  .object({
    acao: z.string(),
    saldo: z.number(),
    reservado: z.number(),
    centros: z.array(CentroCustoSchema.extend({ reservado: z.number() })),
    reservas: z.array(
      z.object({
        id: z.number().int(),
        valor: z.number(),
        dtainclusao: z.string(),
        centrocusto: z.object({ id: z.number().int(), codigo: z.string() }),
        solicitacao: z.object({ id: z.number().int(), nrosolicitacao: z.string() }),
      }),
    ),
  })
  .openapi("CentroCustoDetalhe");
