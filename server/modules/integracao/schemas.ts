import { z } from "@hono/zod-openapi";
import { CONSUMIDORES } from "../../lib/evento";
import { paginatedSchema, PaginationQuery } from "../../lib/pagination";
import { Dia, QueryBool, QueryId } from "../../lib/params";
import { SITUACOES_EMAIL } from "../email";
import { SISTEMAS } from "./driver";
import { SITUACOES_INTEGRACAO, type SituacaoIntegracao } from "@/lib/regras/integracao";

/** What the ERP is given: a contract's provisioning, and the payments of the client's share and their refunds. */
export const TIPOS_RM = ["contrato", "parcela", "empenho", "pagamento", "estorno"] as const;

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
    /** Given up after the attempt limit: only an administrator's reprocess tries it again. */
    desistida: z.boolean(),
    erro: z.string().nullable(),
    proxima_tentativa: z.string().nullable(),
  })
  .openapi("FalhaDeEntrega");
export const FalhaPage = paginatedSchema(FalhaSchema, "FalhasDeEntrega");
export const FalhaQuery = PaginationQuery.strict();

export const ReprocessadoSchema = z
  .object({ evento: z.number().int(), entregue: z.boolean() })
  .openapi("EventoReprocessado");

const Data = z.string().nullable();
const Fatos = z.record(z.string(), z.unknown());

export const RegistroSchema = z
  .object({
    id: z.number().int(),
    sistema: z.string(),
    /** solicitacao, diagnostico (metrics); contrato, parcela, empenho, pagamento, estorno (ERP); email. */
    tipo: z.string(),
    objeto_id: z.number().int(),
    solicitacao: z.number().int().nullable(),
    nrosolicitacao: z.string().nullable(),
    descricao: z.string(),
    dados: Fatos,
    operacao: z.enum(["enviar", "remover"]),
    situacao: z.enum(SITUACOES_INTEGRACAO),
    metrica_enviada: z.boolean(),
    tentativas: z.number().int(),
    erro: z.string().nullable(),
    proxima_tentativa: Data,
    dtaencerramento: Data,
    dtaintegracao: Data,
    dtainclusao: z.string(),
  })
  .openapi("RegistroIntegracao");
export const RegistroPage = paginatedSchema(RegistroSchema, "RegistrosIntegracao");

export const HistoricoSchema = z
  .object({
    registro: RegistroSchema,
    tentativas: z.array(
      z.object({
        id: z.number().int(),
        operacao: z.string(),
        /** The Idempotency-Key the attempt carried. */
        chave: z.string(),
        inicio: z.string(),
        /** Null: the process stopped before the answer was recorded; the record was tried again. */
        fim: Data,
        ok: z.boolean().nullable(),
        status_http: z.number().int().nullable(),
        resposta: z.unknown(),
        erro: z.string().nullable(),
      }),
    ),
  })
  .openapi("HistoricoIntegracao");

const Busca = z.string().max(120).optional();
export const MetricaQuery = PaginationQuery.extend({
  search: Busca,
  min_encerramento: Dia.optional(),
  max_encerramento: Dia.optional(),
  min_integracao: Dia.optional(),
  max_integracao: Dia.optional(),
  metrica_enviada: QueryBool,
}).strict();

export const ProvisionamentoQuery = PaginationQuery.extend({
  search: Busca,
  situacao: z
    .string()
    .transform((v, ctx) => {
      const s = v.split(",").filter(Boolean);
      if (s.every((x): x is SituacaoIntegracao => (SITUACOES_INTEGRACAO as readonly string[]).includes(x)))
        return s;
      ctx.addIssue({ code: "custom", message: `Use: ${SITUACOES_INTEGRACAO.join(", ")}.` });
      return z.NEVER;
    })
    .optional(),
  tipo: z.enum(TIPOS_RM).optional(),
}).strict();
export const BuscaQuery = PaginationQuery.extend({ search: Busca }).strict();
export const EmailQuery = BuscaQuery.extend({
  /** By default, those that failed (given up, or retrying). */
  situacao: z.enum(SITUACOES_EMAIL).optional(),
}).strict();

export const NaoPagoSchema = z
  .object({
    id: z.number().int(),
    solicitacao: z.number().int(),
    nrosolicitacao: z.string(),
    forma: z.string(),
    valor: z.number(),
    situacao: z.string(),
    dtainclusao: z.string(),
  })
  .openapi("PagamentoNaoPago");
export const NaoPagoPage = paginatedSchema(NaoPagoSchema, "PagamentosNaoPagos");

export const PainelSchema = z
  .object({
    consumidores: z.array(
      z.object({
        nome: z.string(),
        pendentes: z.number().int(),
        falhas: z.number().int(),
        entregues_hoje: z.number().int(),
        mais_antigo: Data,
        serie: z.array(z.object({ dia: z.string(), entregues: z.number().int(), falhas: z.number().int() })),
      }),
    ),
  })
  .openapi("PainelIntegracao");

export const SistemaParam = z.object({ sistema: z.enum(SISTEMAS) });
export const ModoSandboxSchema = z
  .strictObject({ falhar: z.boolean(), atraso_ms: z.number().int().min(0).max(30_000) })
  .openapi("ModoSandbox");
