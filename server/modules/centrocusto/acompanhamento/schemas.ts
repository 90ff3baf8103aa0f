import { z } from "@hono/zod-openapi";
import { SITUACOES_SALDO } from "@/lib/regras/centrocusto";
import { QueryBool } from "../../../lib/params";
import { MovimentoSchema, SaldosSchema } from "../interno/schemas";

const inteiro = (nome: string, min: number, max: number) =>
  z.coerce
    .number({ error: `Informe ${nome} em números.` })
    .int(`Informe ${nome} em números.`)
    .min(min, `Use ${nome} entre ${min} e ${max}.`)
    .max(max, `Use ${nome} entre ${min} e ${max}.`)
    .optional();

export const AcompanhamentoQuery = z.strictObject({
  /** The budget year (the centres of that year); this year by default. */
  ano: inteiro("o ano", 2000, 2100),
  /** The month whose end the balances are taken at; this month (or December of a past year) by default. */
  mes: inteiro("o mês", 1, 12),
  search: z.string().max(120).optional(),
  /** Centres whose available balance is under SALDO_CRITICO_CENTRO_CUSTO (and not negative). */
  criticos: QueryBool,
  /** Centres whose available balance is below zero. With `criticos`, either kind. */
  saldo_negativo: QueryBool,
});
export type AcompanhamentoFiltro = z.infer<typeof AcompanhamentoQuery>;

export const CentroAcompanhamentoSchema = SaldosSchema.extend({
  id: z.number().int(),
  codigo: z.string(),
  descricao: z.string(),
  acao: z.object({ codigo: z.string() }),
  projeto: z.string(),
  ativo: z.boolean(),
  situacao: z.enum(SITUACOES_SALDO),
}).openapi("CentroCustoAcompanhamento");

export const AcompanhamentoSchema = z
  .object({
    ano: z.number().int(),
    mes: z.number().int(),
    /** SALDO_CRITICO_CENTRO_CUSTO: below it (R$) a centre is critical. */
    limite_critico: z.number(),
    /** Every listed centre's balances at the end of the month, one line each. */
    centros: z.array(CentroAcompanhamentoSchema),
    /** The listed centres' balances added up: the follow-up's total line. */
    totais: SaldosSchema,
    /** The same totals at the end of each month of the year up to `mes`: the chart. */
    meses: z.array(SaldosSchema.extend({ mes: z.number().int() })),
    /** The listed centres' movements within the month, newest first. */
    movimentos: z.array(MovimentoSchema),
  })
  .openapi("AcompanhamentoSaldo");
export type Acompanhamento = z.infer<typeof AcompanhamentoSchema>;
