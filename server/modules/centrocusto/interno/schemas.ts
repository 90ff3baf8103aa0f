import { z } from "@hono/zod-openapi";
import { CENTRO_CUSTO, SITUACOES_SALDO, TIPOS_MOVIMENTO, TIPOS_ORCAMENTO } from "@/lib/regras/centrocusto";
import { PaginationQuery, paginatedSchema } from "../../../lib/pagination";
import { QueryBool, QueryId, Texto } from "../../../lib/params";
import { PessoaSchema } from "../../usuario";
import { CentroCustoSchema } from "../schemas";

const id = z.number().int();
const dinheiro = z.number();

/** The four balances of a centre, and the budget they add up to. */
export const SaldosSchema = z
  .object({
    orcamento: dinheiro,
    saldo: dinheiro,
    reservado: dinheiro,
    comprometido: dinheiro,
    gasto: dinheiro,
  })
  .openapi("SaldosCentroCusto");

export const CentroCustoInternoSchema = CentroCustoSchema.extend(SaldosSchema.shape)
  .extend({
    /** NEGATIVO below zero; CRITICO under the setting SALDO_CRITICO_CENTRO_CUSTO. */
    situacao: z.enum(SITUACOES_SALDO),
    envolvidos: id,
  })
  .openapi("CentroCustoInterno");

export const CentroCustoInternoPage = paginatedSchema(CentroCustoInternoSchema, "CentroCustoInternoPagina");

export const CentroCustoInternoQuery = PaginationQuery.extend({
  /** Código, descrição, ação or projeto, accents aside. */
  search: z.string().max(120).optional(),
  /** The project, by any part of its name (accents aside): centres have no project code of their own. */
  cod_projeto: z.string().trim().max(200).optional(),
  /** The budget action's code or its start ("4.1" finds 4.1.02 and 4.1.07). */
  cod_acao: z.string().trim().max(40).optional(),
  acao_ativo_hub: QueryBool,
  projeto_ativo_hub: QueryBool,
  ativo: QueryBool,
  /** Centres a staff user is involved in. */
  envolvido: QueryId.optional(),
}).strict();
export type CentroCustoInternoFiltro = z.infer<typeof CentroCustoInternoQuery>;

export const MovimentoSchema = z
  .object({
    id,
    tipo: z.enum(TIPOS_MOVIMENTO),
    /** Positive; an adjustment's is signed. */
    valor: dinheiro,
    descricao: z.string(),
    dtainclusao: z.string(),
    centrocusto: z.object({ id, codigo: z.string() }),
    solicitacao: z.object({ id, nrosolicitacao: z.string() }).nullable(),
    usuario: PessoaSchema.nullable(),
  })
  .openapi("MovimentoCentroCusto");

export const CentroCustoInternoDetalheSchema = CentroCustoInternoSchema.extend({
  movimentos: paginatedSchema(MovimentoSchema, "MovimentoCentroCustoPagina"),
}).openapi("CentroCustoInternoDetalhe");

/** The page of movements the detail shows (newest first). */
export const DetalheQuery = PaginationQuery.strict();

const flag = z.boolean({ error: "Use true ou false." }).optional();

export const AtivacaoBody = z
  .strictObject({
    ativo: flag,
    /** The action's flag: it changes on every centre of the same action. */
    acao_ativo_hub: flag,
    /** The project's flag: it changes on every centre of the same project. */
    projeto_ativo_hub: flag,
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    path: ["ativo"],
    message: "Informe o que ativar ou desativar.",
  })
  .openapi("CentroCustoAtivacao");
export type AtivacaoBody = z.infer<typeof AtivacaoBody>;

const centavosExatos = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

export const MovimentoOrcamentoBody = z
  .strictObject({
    tipo: z.enum(TIPOS_ORCAMENTO, { error: "Escolha aporte ou ajuste." }),
    valor: z
      .number({ error: "Informe o valor." })
      .refine((v) => v !== 0, "Informe um valor diferente de zero.")
      .refine((v) => Math.abs(v) <= CENTRO_CUSTO.valorMaximo, "Valor acima do limite.")
      .refine(centavosExatos, "Use no máximo duas casas decimais."),
    descricao: Texto(CENTRO_CUSTO.movimento.min, CENTRO_CUSTO.movimento.max),
  })
  .refine((m) => m.tipo !== "APORTE" || m.valor > 0, {
    path: ["valor"],
    message: "Um aporte é positivo; para reduzir o orçamento, registre um ajuste.",
  });

export const AtualizacaoBody = z
  .strictObject({
    descricao: Texto(CENTRO_CUSTO.descricao.min, CENTRO_CUSTO.descricao.max).optional(),
    acao: Texto(CENTRO_CUSTO.acao.min, CENTRO_CUSTO.acao.max).optional(),
    projeto: Texto(CENTRO_CUSTO.projeto.min, CENTRO_CUSTO.projeto.max).optional(),
    /** A contribution or an adjustment of the budget: a movement, never a balance written over. */
    movimento: MovimentoOrcamentoBody.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    path: ["descricao"],
    message: "Informe o que alterar.",
  })
  .openapi("CentroCustoAtualizacao");
export type AtualizacaoBody = z.infer<typeof AtualizacaoBody>;
