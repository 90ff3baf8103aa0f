import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import type { ResultadoServico, TipoEtapa } from "../../../lib/regras/edital";
import { arquivo } from "./arquivo";
import { dtainclusao, fk, id } from "./colunas";
import { empresa } from "./empresa";
import { servico } from "./servico";
import { substatus } from "./status";
import { usuario } from "./usuario";

// Accreditation tenders (DESIGN §5): a tender's stages hold groups of required documents; a provider
// company enrols for some of its services and sends each stage's documents; the tender's evaluators
// decide each document; results are published per company and write its accreditation per service.

/** A tender: RASCUNHO while staff write it, PUBLICADO once `check` finds nothing missing, then ENCERRADO. */
export const edital = pgTable("edital", {
  id: id(),
  numeroEdital: varchar("numero_edital", { length: 30 }).notNull().unique(),
  titulo: varchar("titulo", { length: 200 }).notNull(),
  objeto: text("objeto").notNull(),
  substatusId: fk("substatus_id", () => substatus.id),
  versao: integer("versao").notNull().default(0),
  // Days a candidate has to appeal once the preliminary result is out.
  prazoRecursoDias: smallint("prazo_recurso_dias").notNull().default(5),
  usuarioId: integer("usuario_id").references(() => usuario.id),
  dtainclusao: dtainclusao(),
  dtapublicacao: timestamp("dtapublicacao", { withTimezone: true }),
});

/** The services a tender accredits. */
export const editalServico = pgTable(
  "edital_servico",
  {
    editalId: fk("edital_id", () => edital.id, { onDelete: "cascade" }),
    servicoId: fk("servico_id", () => servico.id),
  },
  (t) => [primaryKey({ columns: [t.editalId, t.servicoId] })],
);

/** The evaluators who decide the tender's enrolments (users of the `avaliador` group). */
export const editalAvaliador = pgTable(
  "edital_avaliador",
  {
    editalId: fk("edital_id", () => edital.id, { onDelete: "cascade" }),
    usuarioId: fk("usuario_id", () => usuario.id),
  },
  (t) => [
    primaryKey({ columns: [t.editalId, t.usuarioId] }),
    index("edital_avaliador_usuario").on(t.usuarioId),
  ],
);

/** The tender's own files: the notice (EDITAL) and its annexes (ANEXO). */
export const editalArquivo = pgTable(
  "edital_arquivo",
  {
    id: id(),
    editalId: fk("edital_id", () => edital.id, { onDelete: "cascade" }),
    arquivoId: fk("arquivo_id", () => arquivo.id),
    tipo: varchar("tipo", { length: 10 }).$type<"EDITAL" | "ANEXO">().notNull(),
    titulo: varchar("titulo", { length: 200 }).notNull(),
    dtainclusao: dtainclusao(),
  },
  (t) => [index("edital_arquivo_edital").on(t.editalId)],
);

/** A stage of a tender, in `ordem`; a company sends its documents between `data_inicio` and `data_fim`. */
export const editalEtapa = pgTable(
  "edital_etapa",
  {
    id: id(),
    editalId: fk("edital_id", () => edital.id, { onDelete: "cascade" }),
    titulo: varchar("titulo", { length: 200 }).notNull(),
    descricao: text("descricao").notNull().default(""),
    tipoEtapa: varchar("tipo_etapa", { length: 30 }).$type<TipoEtapa>().notNull(),
    ordem: smallint("ordem").notNull(),
    dataInicio: date("data_inicio", { mode: "string" }),
    dataFim: date("data_fim", { mode: "string" }),
  },
  (t) => [unique("edital_etapa_ordem").on(t.editalId, t.ordem)],
);

/**
 * A group of documents of a stage. A group tied to a service proves capacity for that service alone: a
 * document of it rejected refuses that service; one of a group with no service refuses them all.
 */
export const editalGrupo = pgTable(
  "edital_grupo",
  {
    id: id(),
    etapaId: fk("etapa_id", () => editalEtapa.id, { onDelete: "cascade" }),
    titulo: varchar("titulo", { length: 200 }).notNull(),
    ordem: smallint("ordem").notNull(),
    descricao: text("descricao").notNull().default(""),
    servicoId: integer("servico_id").references(() => servico.id),
  },
  (t) => [index("edital_grupo_etapa").on(t.etapaId)],
);

/** A document a group asks for: its accepted file kinds, and how long it is valid when it expires. */
export const editalDocumento = pgTable(
  "edital_documento",
  {
    id: id(),
    grupoId: fk("grupo_id", () => editalGrupo.id, { onDelete: "cascade" }),
    nome: varchar("nome", { length: 200 }).notNull(),
    descricao: text("descricao").notNull().default(""),
    obrigatorio: boolean("obrigatorio").notNull().default(true),
    // Kinds as lib/regras/edital.ts names them (pdf, imagem, planilha…).
    tipos: varchar("tipos", { length: 20 }).array().notNull(),
    expira: boolean("expira").notNull().default(false),
    validadeDias: smallint("validade_dias"),
    ordem: smallint("ordem").notNull().default(0),
  },
  (t) => [index("edital_documento_grupo").on(t.grupoId)],
);

/**
 * A company's enrolment in a tender: EM_INSCRICAO while it fills its current stage, EM_AVALIACAO while the
 * evaluator assigned to it decides that stage (AVALIADA after the last), RESULTADO_PRELIMINAR (EM_RECURSO
 * during an appeal), then CREDENCIADA or NAO_CREDENCIADA when its result is published.
 */
export const inscricao = pgTable(
  "inscricao",
  {
    id: id(),
    editalId: fk("edital_id", () => edital.id),
    empresaId: fk("empresa_id", () => empresa.id),
    substatusId: fk("substatus_id", () => substatus.id),
    versao: integer("versao").notNull().default(0),
    etapaAtualId: integer("etapa_atual_id").references(() => editalEtapa.id),
    avaliadorId: integer("avaliador_id").references(() => usuario.id),
    usuarioId: integer("usuario_id").references(() => usuario.id),
    protocoloId: integer("protocolo_id").references(() => editalProtocolo.id),
    // Until when the candidate may appeal the preliminary result (São Paulo's date).
    prazoRecurso: date("prazo_recurso", { mode: "string" }),
    recursoTexto: text("recurso_texto"),
    recursoArquivoId: integer("recurso_arquivo_id").references(() => arquivo.id),
    recursoDecisao: text("recurso_decisao"),
    dtainclusao: dtainclusao(),
    dtaresultado: timestamp("dtaresultado", { withTimezone: true }),
  },
  (t) => [
    unique("inscricao_edital_empresa").on(t.editalId, t.empresaId),
    index("inscricao_empresa").on(t.empresaId),
    index("inscricao_avaliador").on(t.avaliadorId),
  ],
);

/** The services an enrolment asks for and, once the evaluation is closed, each one's result. */
export const inscricaoServico = pgTable(
  "inscricao_servico",
  {
    inscricaoId: fk("inscricao_id", () => inscricao.id, { onDelete: "cascade" }),
    servicoId: fk("servico_id", () => servico.id),
    resultado: varchar("resultado", { length: 10 }).$type<ResultadoServico>(),
  },
  (t) => [primaryKey({ columns: [t.inscricaoId, t.servicoId] })],
);

/**
 * One document of an enrolment, for each document its tender asks: PENDENTE until sent, ENVIADO, then
 * ACEITO, DEVOLVIDO (with a reason and a deadline to correct it) or REJEITADO by the evaluator.
 */
export const inscricaoDocumento = pgTable(
  "inscricao_documento",
  {
    id: id(),
    inscricaoId: fk("inscricao_id", () => inscricao.id, { onDelete: "cascade" }),
    documentoId: fk("documento_id", () => editalDocumento.id),
    substatusId: fk("substatus_id", () => substatus.id),
    versao: integer("versao").notNull().default(0),
    arquivoId: integer("arquivo_id").references(() => arquivo.id),
    // The evaluator's reason to return or reject, and the date the company has to correct a return.
    motivo: text("motivo"),
    prazoCorrecao: date("prazo_correcao", { mode: "string" }),
    // Until when a document that expires is valid, and when the company was told it is about to.
    validade: date("validade", { mode: "string" }),
    avisoVencimentoEm: timestamp("aviso_vencimento_em", { withTimezone: true }),
    avaliadorId: integer("avaliador_id").references(() => usuario.id),
    dtaenvio: timestamp("dtaenvio", { withTimezone: true }),
    dtadecisao: timestamp("dtadecisao", { withTimezone: true }),
  },
  (t) => [
    unique("inscricao_documento_unico").on(t.inscricaoId, t.documentoId),
    index("inscricao_documento_validade").on(t.validade),
  ],
);

/** A partial finish of a tender's evaluation: the protocol PDF of the enrolments it closed. */
export const editalProtocolo = pgTable(
  "edital_protocolo",
  {
    id: id(),
    editalId: fk("edital_id", () => edital.id),
    arquivoId: fk("arquivo_id", () => arquivo.id),
    usuarioId: integer("usuario_id").references(() => usuario.id),
    dtainclusao: dtainclusao(),
  },
  (t) => [index("edital_protocolo_edital").on(t.editalId)],
);
