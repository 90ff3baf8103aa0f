import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { dtainclusao, fk, id } from "./colunas";
import { evento } from "./historico";
import { usuario } from "./usuario";

/**
 * An e-mail to send (server/modules/email): written in the transaction of what caused it (an event's
 * delivery, a link sent to an address, a day's digest), sent after it by the sender, outside any
 * transaction. Its id is the message's Message-ID, so a retry after a crash is recognisably the same
 * message; `reservadoAte` is the sender's lease on it while it talks to the server.
 */
export const emailMensagem = pgTable(
  "email_mensagem",
  {
    id: id(),
    para: varchar("para", { length: 254 }).notNull(),
    usuarioId: integer("usuario_id").references(() => usuario.id, { onDelete: "set null" }),
    eventoId: integer("evento_id").references(() => evento.id, { onDelete: "set null" }),
    /** A notification's kind, a link's (`link_pagamento`…) or `resumo`. */
    tipo: varchar("tipo", { length: 60 }).notNull(),
    assunto: varchar("assunto", { length: 200 }).notNull(),
    texto: text("texto").notNull(),
    html: text("html").notNull(),
    /** What makes it once only (an event to a user, a user's day): a second one is not written. */
    chave: varchar("chave", { length: 120 }).unique(),
    tentativas: integer("tentativas").notNull().default(0),
    proximaTentativa: timestamp("proxima_tentativa", { withTimezone: true }),
    reservadoAte: timestamp("reservado_ate", { withTimezone: true }),
    erro: text("erro"),
    enviadoEm: timestamp("enviado_em", { withTimezone: true }),
    /** Set when the sender gives up after its last attempt; the error stays. */
    desistidoEm: timestamp("desistido_em", { withTimezone: true }),
    dtainclusao: dtainclusao(),
  },
  (t) => [
    index("email_mensagem_pendente_idx")
      .on(t.id)
      .where(sql`${t.enviadoEm} is null and ${t.desistidoEm} is null`),
  ],
);

/**
 * Each attempt at sending a message, for the administrator's history: when it was taken, and when and how
 * the mail server answered (`ok` null: the sender stopped before the answer was recorded).
 */
export const emailTentativa = pgTable(
  "email_tentativa",
  {
    id: id(),
    emailId: fk("email_id", () => emailMensagem.id, { onDelete: "cascade" }),
    inicio: timestamp("inicio", { withTimezone: true }).notNull(),
    fim: timestamp("fim", { withTimezone: true }),
    ok: boolean("ok"),
    erro: text("erro"),
  },
  (t) => [index("email_tentativa_email_idx").on(t.emailId, t.id)],
);

/** A user's choice of how each kind of notification reaches them by e-mail; a kind not chosen takes its default. */
export const notificacaoPreferencia = pgTable(
  "notificacao_preferencia",
  {
    usuarioId: fk("usuario_id", () => usuario.id, { onDelete: "cascade" }),
    categoria: varchar("categoria", { length: 40 }).notNull(),
    canal: varchar("canal", { length: 10 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.categoria] })],
);

/**
 * A user's daily digest of day `dia` (São Paulo's), made: the e-mail written, or none when nothing of that
 * day was for the digest. Kept either way, so each user's day is gathered once.
 */
export const emailResumo = pgTable(
  "email_resumo",
  {
    usuarioId: fk("usuario_id", () => usuario.id, { onDelete: "cascade" }),
    dia: date("dia").notNull(),
    emailId: integer("email_id").references(() => emailMensagem.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.dia] })],
);
