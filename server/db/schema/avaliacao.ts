import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { arquivo } from "./arquivo";
import { projeto } from "./projeto";
import { solicitacao } from "./solicitacao";
import { usuario } from "./usuario";

export const TIPOS_PERGUNTA = ["NOTA", "TEXTO"] as const;
/** NOTA is answered with a score from 1 to 5; TEXTO with free text, optional. */
export type TipoPergunta = (typeof TIPOS_PERGUNTA)[number];

/**
 * An evaluation questionnaire staff keep (SPEC §3: descricao, perguntas). A service may name its own;
 * the rest use the one marked `padrao`, of which there is at most one.
 */
export const questionario = pgTable(
  "questionario",
  {
    id: serial("id").primaryKey(),
    descricao: varchar("descricao", { length: 200 }).notNull(),
    padrao: boolean("padrao").notNull().default(false),
    dtainclusao: timestamp("dtainclusao", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("questionario_padrao_unico")
      .on(t.padrao)
      .where(sql`${t.padrao}`),
  ],
);

export const questionarioPergunta = pgTable(
  "questionario_pergunta",
  {
    id: serial("id").primaryKey(),
    questionarioId: integer("questionario_id")
      .notNull()
      .references(() => questionario.id, { onDelete: "cascade" }),
    ordem: integer("ordem").notNull(),
    pergunta: text("pergunta").notNull(),
    tipo: varchar("tipo", { length: 10 }).$type<TipoPergunta>().notNull().default("NOTA"),
  },
  (t) => [index("questionario_pergunta_questionario_idx").on(t.questionarioId)],
);

/**
 * The client's evaluation of a request's service, once per request. The questionnaire's description and
 * each question's text are copied in, so editing or deleting the questionnaire later leaves it readable.
 */
export const avaliacao = pgTable("avaliacao", {
  id: serial("id").primaryKey(),
  solicitacaoId: integer("solicitacao_id")
    .notNull()
    .unique()
    .references(() => solicitacao.id, { onDelete: "cascade" }),
  questionarioId: integer("questionario_id").references(() => questionario.id, { onDelete: "set null" }),
  questionarioDescricao: varchar("questionario_descricao", { length: 200 }).notNull(),
  /** Who answered in the portal; null when answered through an evaluation link. */
  usuarioId: integer("usuario_id").references(() => usuario.id),
  /** The mean of the scored questions, 1 to 5. */
  nota: numeric("nota", { precision: 3, scale: 2 }),
  comentario: text("comentario").notNull().default(""),
  dtainclusao: timestamp("dtainclusao", { withTimezone: true }).notNull().defaultNow(),
});

export const avaliacaoResposta = pgTable(
  "avaliacao_resposta",
  {
    id: serial("id").primaryKey(),
    avaliacaoId: integer("avaliacao_id")
      .notNull()
      .references(() => avaliacao.id, { onDelete: "cascade" }),
    ordem: integer("ordem").notNull(),
    pergunta: text("pergunta").notNull(),
    tipo: varchar("tipo", { length: 10 }).$type<TipoPergunta>().notNull(),
    nota: smallint("nota"),
    texto: text("texto"),
  },
  (t) => [index("avaliacao_resposta_avaliacao_idx").on(t.avaliacaoId)],
);

/** A certificate the provider attaches to a project (the "insert certificates" modal); the attestation lists them. */
export const projetoCertificado = pgTable(
  "projeto_certificado",
  {
    id: serial("id").primaryKey(),
    projetoId: integer("projeto_id")
      .notNull()
      .references(() => projeto.id, { onDelete: "cascade" }),
    descricao: varchar("descricao", { length: 200 }).notNull(),
    arquivoId: integer("arquivo_id")
      .notNull()
      .references(() => arquivo.id),
    usuarioId: integer("usuario_id")
      .notNull()
      .references(() => usuario.id),
    dtainclusao: timestamp("dtainclusao", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("projeto_certificado_projeto_idx").on(t.projetoId)],
);

/**
 * A request's final attestation, issued once when first asked for after the request is concluded: the
 * same PDF every time after, and a random code anyone can check it by.
 */
export const atestado = pgTable("atestado", {
  id: serial("id").primaryKey(),
  solicitacaoId: integer("solicitacao_id")
    .notNull()
    .unique()
    .references(() => solicitacao.id, { onDelete: "cascade" }),
  codigo: varchar("codigo", { length: 19 }).notNull().unique(),
  arquivoId: integer("arquivo_id")
    .notNull()
    .references(() => arquivo.id),
  dtaemissao: timestamp("dtaemissao", { withTimezone: true }).notNull(),
});
