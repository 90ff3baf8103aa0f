import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { dtainclusao, fk, id } from "./colunas";
import { arquivo } from "./arquivo";
import { usuario } from "./usuario";

export const historico = pgTable(
  "historico",
  {
    id: id(),
    entidade: varchar("entidade", { length: 40 }).notNull(),
    entidadeId: integer("entidade_id").notNull(),
    // What was done (LIBERAR, ALTERAR_CONSULTOR…); null for plain status changes of the early flows.
    acao: varchar("acao", { length: 60 }),
    de: varchar("de", { length: 200 }),
    para: varchar("para", { length: 200 }),
    usuarioId: integer("usuario_id").references(() => usuario.id),
    motivo: text("motivo"),
    // Who reads the row (server/lib/history.ts Audiencia): the client, the provider, staff, evaluators.
    audiencias: text("audiencias").array().notNull().$type<string[]>(),
    // A file the entry refers to (a note on a company's history with its attachment).
    arquivoId: integer("arquivo_id").references(() => arquivo.id),
    dtainclusao: dtainclusao(),
  },
  // An object's rows in order (its history; when a request came into its status); and the latest rows of an
  // entity (the stays per stage the coordinator's dashboard measures).
  (t) => [
    index("historico_entidade_idx").on(t.entidade, t.entidadeId, t.dtainclusao),
    index("historico_entidade_data_idx").on(t.entidade, t.dtainclusao),
  ],
);

/**
 * The outbox: one immutable row per thing that happened (a transition, a creation, an alert), written in
 * its transaction with a snapshot of what it was about (`contexto`), so a consumer reads the event as it
 * was, never the database as it is later. `payload` is checked against the event catalogue
 * (server/lib/evento/catalogo.ts). Each consumer keeps its own delivery state in `evento_entrega`.
 */
export const evento = pgTable(
  "evento",
  {
    id: id(),
    entidade: varchar("entidade", { length: 40 }).notNull(),
    entidadeId: integer("entidade_id").notNull(),
    acao: varchar("acao", { length: 60 }).notNull(),
    usuarioId: integer("usuario_id").references(() => usuario.id),
    payload: jsonb("payload").notNull().$type<Record<string, unknown>>(),
    // Null only on events written before snapshots were taken (migration 0031).
    contexto: jsonb("contexto").$type<Record<string, unknown>>(),
    dtainclusao: dtainclusao(),
    // An event that must happen once only (a deadline alert): a second insert with its key does nothing.
    chave: varchar("chave", { length: 120 }).unique(),
  },
  (t) => [index("evento_entidade_idx").on(t.entidade, t.entidadeId)],
);

/**
 * One consumer's delivery of one event (server/lib/evento/entrega.ts): written with the event, done when
 * `entregueEm` is set; a failure counts `tentativas`, keeps its `erro` and waits until `proximaTentativa`.
 */
export const eventoEntrega = pgTable(
  "evento_entrega",
  {
    consumidor: varchar("consumidor", { length: 40 }).notNull(),
    eventoId: fk("evento_id", () => evento.id, { onDelete: "cascade" }),
    tentativas: integer("tentativas").notNull().default(0),
    proximaTentativa: timestamp("proxima_tentativa", { withTimezone: true }),
    erro: text("erro"),
    entregueEm: timestamp("entregue_em", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.consumidor, t.eventoId] }),
    index("evento_entrega_pendente_idx")
      .on(t.consumidor, t.eventoId)
      .where(sql`${t.entregueEm} is null`),
  ],
);
