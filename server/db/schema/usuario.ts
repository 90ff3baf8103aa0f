import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { dtainclusao, fk, id } from "./colunas";
import { arquivo } from "./arquivo";

export const usuario = pgTable("usuario", {
  id: id(),
  email: varchar("email", { length: 254 }).notNull().unique(),
  cpf: varchar("cpf", { length: 11 }).unique(),
  nome: varchar("nome", { length: 120 }).notNull(),
  sobrenome: varchar("sobrenome", { length: 120 }).notNull().default(""),
  senhaHash: text("senha_hash").notNull(),
  ativo: boolean("ativo").notNull().default(true),
  avatarId: integer("avatar_id").references((): AnyPgColumn => arquivo.id, { onDelete: "set null" }),
  dtainclusao: dtainclusao(),
});

export const grupo = pgTable("grupo", {
  id: id(),
  name: varchar("name", { length: 40 }).notNull().unique(),
});

export const usuarioGrupo = pgTable(
  "usuario_grupo",
  {
    usuarioId: fk("usuario_id", () => usuario.id, { onDelete: "cascade" }),
    grupoId: fk("grupo_id", () => grupo.id),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.grupoId] })],
);

// Only the SHA-256 of a session token is stored, so a leaked table cannot be replayed as sessions.
export const token = pgTable(
  "token",
  {
    id: id(),
    usuarioId: fk("usuario_id", () => usuario.id, { onDelete: "cascade" }),
    hash: varchar("hash", { length: 64 }).notNull(),
    expiraEm: timestamp("expira_em", { withTimezone: true }).notNull(),
    revogadoEm: timestamp("revogado_em", { withTimezone: true }),
    dtainclusao: dtainclusao(),
  },
  (t) => [uniqueIndex("token_hash_idx").on(t.hash)],
);

// A browser (or other client) that signed in to an account: its sign-ins there take turns of their own, so a flood
// of guesses at the account from elsewhere never keeps the owner out (issue 43). Only the SHA-256 of its secret
// is stored, as for tokens; an account keeps its latest few.
export const dispositivo = pgTable(
  "dispositivo",
  {
    id: id(),
    usuarioId: fk("usuario_id", () => usuario.id, { onDelete: "cascade" }),
    hash: varchar("hash", { length: 64 }).notNull(),
    usadoEm: timestamp("usado_em", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("dispositivo_hash_idx").on(t.hash),
    index("dispositivo_usuario_idx").on(t.usuarioId, t.usadoEm),
  ],
);

// Sign-in attempts per account and failures per address, kept in the database so every instance sees them.
export const tentativaLogin = pgTable("tentativa_login", {
  chave: varchar("chave", { length: 300 }).primaryKey(),
  falhas: integer("falhas").notNull().default(0),
  ultimaEm: timestamp("ultima_em", { withTimezone: true }).notNull().defaultNow(),
  /** When the account's next attempt may be checked: attempts take turns, so parallel guesses wait in line. */
  liberadaEm: timestamp("liberada_em", { withTimezone: true }),
});

// The answer given to a create sent with an Idempotency-Key, so a retry of it gets the same answer.
export const idempotencia = pgTable(
  "idempotencia",
  {
    usuarioId: fk("usuario_id", () => usuario.id),
    rota: varchar("rota", { length: 200 }).notNull(),
    chave: varchar("chave", { length: 200 }).notNull(),
    /** SHA-256 of the body, so the same key with another body is refused rather than answered wrongly. */
    corpoHash: varchar("corpo_hash", { length: 64 }).notNull(),
    status: integer("status"),
    resposta: jsonb("resposta"),
    dtainclusao: dtainclusao(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.rota, t.chave] })],
);
