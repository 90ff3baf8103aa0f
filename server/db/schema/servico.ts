import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { dtainclusao, fk, id } from "./colunas";
import { questionario } from "./avaliacao";
import { areaAtuacao } from "./organizacao";

export const programa = pgTable("programa", {
  id: id(),
  descricao: varchar("descricao", { length: 120 }).notNull().unique(),
  ativo: boolean("ativo").notNull().default(true),
  // Programmes the institution may use to hire providers for itself (contratação interna).
  contratacaoInterna: boolean("contratacao_interna").notNull().default(false),
});

export const tema = pgTable("tema", {
  id: id(),
  descricao: varchar("descricao", { length: 120 }).notNull().unique(),
});

export const subtema = pgTable(
  "subtema",
  {
    id: id(),
    temaId: fk("tema_id", () => tema.id),
    descricao: varchar("descricao", { length: 120 }).notNull(),
  },
  (t) => [unique("subtema_tema_descricao").on(t.temaId, t.descricao)],
);

export const tipoServico = pgTable("tipo_servico", {
  id: id(),
  descricao: varchar("descricao", { length: 80 }).notNull().unique(),
});

export const servico = pgTable(
  "servico",
  {
    id: id(),
    codigo: varchar("codigo", { length: 20 }).notNull().unique(),
    titulo: varchar("titulo", { length: 200 }).notNull(),
    descricao: text("descricao").notNull(),
    ativo: boolean("ativo").notNull().default(true),
    tipoId: fk("tipo_id", () => tipoServico.id),
    programaId: fk("programa_id", () => programa.id),
    subtemaId: fk("subtema_id", () => subtema.id),
    areaAtuacaoId: integer("area_atuacao_id").references(() => areaAtuacao.id),
    exigeDiagnostico: boolean("exige_diagnostico").notNull().default(false),
    // Share of the gross value the programme pays, in percent; partners may add to it.
    porcentagemSubsidio: numeric("porcentagem_subsidio", { precision: 5, scale: 2 }).notNull().default("0"),
    /** The evaluation questionnaire of its requests; none means the default one (questionario.padrao). */
    questionarioId: integer("questionario_id").references((): AnyPgColumn => questionario.id, {
      onDelete: "set null",
    }),
    dtainclusao: dtainclusao(),
  },
  (t) => [index("servico_subtema_idx").on(t.subtemaId)],
);

export const modeloOferta = pgTable(
  "modelo_oferta",
  {
    id: id(),
    servicoId: fk("servico_id", () => servico.id),
    titulo: varchar("titulo", { length: 200 }).notNull(),
    descricao: text("descricao").notNull(),
    imagem: varchar("imagem", { length: 300 }),
    cargaHoraria: integer("carga_horaria").notNull(),
    valor: numeric("valor", { precision: 14, scale: 2 }).notNull(),
    ativo: boolean("ativo").notNull().default(true),
    destaque: boolean("destaque").notNull().default(false),
    recomendado: boolean("recomendado").notNull().default(false),
    /** Openings of its page (acesso_modelo_oferta), counted as they happen: "most accessed" ranks by it. */
    acessos: integer("acessos").notNull().default(0),
    dtainclusao: dtainclusao(),
  },
  (t) => [unique("modelo_oferta_servico_titulo").on(t.servicoId, t.titulo)],
);

/**
 * The catalogue's version, one row: a new number (from a sequence, never reused after a rollback) whenever
 * an offer, its service or what its card shows changes, by triggers (migration 0027); a view of an offer
 * (`acessos`) is no change. Cached pages of the catalogue are good while the number stays.
 */
export const catalogoVersao = pgTable("catalogo_versao", {
  id: integer("id").primaryKey(),
  versao: bigint("versao", { mode: "number" }).notNull(),
});

export const etapaModelo = pgTable(
  "etapa_modelo",
  {
    id: id(),
    modeloOfertaId: fk("modelo_oferta_id", () => modeloOferta.id, { onDelete: "cascade" }),
    ordem: integer("ordem").notNull(),
    titulo: varchar("titulo", { length: 200 }).notNull(),
    descricao: text("descricao").notNull(),
    entregavel: text("entregavel").notNull(),
  },
  (t) => [unique("etapa_modelo_ordem").on(t.modeloOfertaId, t.ordem)],
);
