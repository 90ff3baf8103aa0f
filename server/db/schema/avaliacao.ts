import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { dtainclusao, fk, id } from "./colunas";
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
    id: id(),
    descricao: varchar("descricao", { length: 200 }).notNull(),
    padrao: boolean("padrao").notNull().default(false),
    dtainclusao: dtainclusao(),
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
    id: id(),
    questionarioId: fk("questionario_id", () => questionario.id, { onDelete: "cascade" }),
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
  id: id(),
  solicitacaoId: fk("solicitacao_id", () => solicitacao.id, { onDelete: "cascade" }).unique(),
  questionarioId: integer("questionario_id").references(() => questionario.id, { onDelete: "set null" }),
  questionarioDescricao: varchar("questionario_descricao", { length: 200 }).notNull(),
  /** Who answered in the portal; null when answered through an evaluation link. */
  usuarioId: integer("usuario_id").references(() => usuario.id),
  /** The mean of the scored questions, 1 to 5. */
  nota: numeric("nota", { precision: 3, scale: 2 }),
  comentario: text("comentario").notNull().default(""),
  dtainclusao: dtainclusao(),
});

export const avaliacaoResposta = pgTable(
  "avaliacao_resposta",
  {
    id: id(),
    avaliacaoId: fk("avaliacao_id", () => avaliacao.id, { onDelete: "cascade" }),
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
    id: id(),
    projetoId: fk("projeto_id", () => projeto.id, { onDelete: "cascade" }),
    descricao: varchar("descricao", { length: 200 }).notNull(),
    arquivoId: fk("arquivo_id", () => arquivo.id),
    usuarioId: fk("usuario_id", () => usuario.id),
    dtainclusao: dtainclusao(),
  },
  (t) => [index("projeto_certificado_projeto_idx").on(t.projetoId)],
);

/**
 * A request's final attestation, issued once when first asked for after the request is concluded: the
 * same PDF every time after, and a random code anyone can check it by.
 */
export const atestado = pgTable("atestado", {
  id: id(),
  solicitacaoId: fk("solicitacao_id", () => solicitacao.id, { onDelete: "cascade" }).unique(),
  codigo: varchar("codigo", { length: 19 }).notNull().unique(),
  arquivoId: fk("arquivo_id", () => arquivo.id),
  dtaemissao: timestamp("dtaemissao", { withTimezone: true }).notNull(),
});
