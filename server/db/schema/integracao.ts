import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { SITUACAO_INTEGRACAO, type SituacaoIntegracao } from "../../../lib/regras/integracao";
import { dtainclusao, fk, id } from "./colunas";
import { evento } from "./historico";
import { solicitacao } from "./solicitacao";

/**
 * What the portal owes an outside system (the metrics system, the ERP "RM"): written by the outbox's consumer
 * in the event's delivery transaction, sent later by the system's sender with no transaction open
 * (server/modules/integracao/envio.ts). `chave` is the record's own key (one metric per request); each round
 * of sending (`rodada`: a send again, a removal) gets its own Idempotency-Key from it, kept by every retry.
 */
export const integracaoRegistro = pgTable(
  "integracao_registro",
  {
    id: id(),
    sistema: varchar("sistema", { length: 20 }).notNull(),
    /** What the record is: solicitacao, diagnostico (metrics); contrato, parcela, empenho, pagamento (ERP). */
    tipo: varchar("tipo", { length: 20 }).notNull(),
    objetoId: integer("objeto_id").notNull(),
    solicitacaoId: integer("solicitacao_id").references(() => solicitacao.id, { onDelete: "set null" }),
    eventoId: integer("evento_id").references(() => evento.id, { onDelete: "set null" }),
    chave: varchar("chave", { length: 120 }).notNull().unique(),
    /** enviar or remover: what the next delivery asks of the other side. */
    operacao: varchar("operacao", { length: 10 }).$type<"enviar" | "remover">().notNull().default("enviar"),
    rodada: integer("rodada").notNull().default(1),
    /** The snapshot sent, taken when the event was delivered. */
    dados: jsonb("dados").notNull().$type<Record<string, unknown>>(),
    /** Words to search by: the request's number, the service, the companies. */
    busca: text("busca").notNull().default(""),
    /** When the request was concluded (the diagnostic approved, the execution authorised). */
    dtaencerramento: timestamp("dtaencerramento", { withTimezone: true }),
    /** PENDENTE, ENVIADO, FALHOU (gave up: only an administrator's reprocess tries again), REMOVIDO. */
    situacao: varchar("situacao", { length: 10 })
      .$type<SituacaoIntegracao>()
      .notNull()
      .default(SITUACAO_INTEGRACAO.PENDENTE),
    tentativas: integer("tentativas").notNull().default(0),
    proximaTentativa: timestamp("proxima_tentativa", { withTimezone: true }).defaultNow(),
    erro: text("erro"),
    /** When the other side last acknowledged it (sent or removed). */
    dtaintegracao: timestamp("dtaintegracao", { withTimezone: true }),
    dtainclusao: dtainclusao(),
  },
  (t) => [
    index("integracao_registro_fila_idx")
      .on(t.sistema, t.proximaTentativa)
      .where(sql`${t.situacao} = ${sql.raw(`'${SITUACAO_INTEGRACAO.PENDENTE}'`)}`),
    index("integracao_registro_lista_idx").on(t.sistema, t.tipo, t.situacao, t.id),
    index("integracao_registro_solicitacao_idx").on(t.solicitacaoId),
  ],
);

/**
 * One attempt at delivering a record: written (`inicio`, no `fim`) and committed before the call, finished with
 * the answer after it. An attempt left open is a call whose outcome a crash lost: the record is tried again
 * with the same Idempotency-Key, so the other side counts it once.
 */
export const integracaoTentativa = pgTable(
  "integracao_tentativa",
  {
    id: id(),
    registroId: fk("registro_id", () => integracaoRegistro.id, { onDelete: "cascade" }),
    operacao: varchar("operacao", { length: 10 }).notNull(),
    chave: varchar("chave", { length: 160 }).notNull(),
    inicio: timestamp("inicio", { withTimezone: true }).notNull(),
    fim: timestamp("fim", { withTimezone: true }),
    ok: boolean("ok"),
    statusHttp: integer("status_http"),
    resposta: jsonb("resposta"),
    erro: text("erro"),
  },
  (t) => [index("integracao_tentativa_registro_idx").on(t.registroId, t.id)],
);

/**
 * The built-in sandbox systems (`HUB_METRICAS=sandbox`, `HUB_RM=sandbox`): what each received, one row per
 * Idempotency-Key as a real system keeps it, and how it behaves (`integracaoSandboxModo`).
 */
export const integracaoSandbox = pgTable(
  "integracao_sandbox",
  {
    id: id(),
    sistema: varchar("sistema", { length: 20 }).notNull(),
    chave: varchar("chave", { length: 160 }).notNull(),
    metodo: varchar("metodo", { length: 10 }).notNull(),
    tipo: varchar("tipo", { length: 20 }).notNull(),
    objetoId: integer("objeto_id").notNull(),
    dados: jsonb("dados"),
    dtainclusao: dtainclusao(),
  },
  (t) => [unique("integracao_sandbox_chave").on(t.sistema, t.chave)],
);

/** A sandbox set to fail (with `erro` as its answer) or to be slow, so the screens show retries. */
export const integracaoSandboxModo = pgTable("integracao_sandbox_modo", {
  sistema: varchar("sistema", { length: 20 }).primaryKey(),
  falhar: boolean("falhar").notNull().default(false),
  atrasoMs: integer("atraso_ms").notNull().default(0),
});
