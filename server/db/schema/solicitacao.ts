import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { dtainclusao, fk, id } from "./colunas";
import { arquivo } from "./arquivo";
import { perguntaDimensionamento } from "./catalogo";
import { empresa } from "./empresa";
import { centroCusto, parceiro, unidadeAtendimento } from "./organizacao";
import { modeloOferta } from "./servico";
import { substatus } from "./status";
import { usuario } from "./usuario";

/** Feeds `nrosolicitacao`; a sequence never hands the same number to two transactions. */
export const solicitacaoNumero = pgSequence("solicitacao_numero_seq");

/** EXTERNA: sent by a client from the cart; INTERNA: created by staff for companies; CONTRATACAO_INTERNA: the programme hires a provider itself. */
export const TIPOS_SOLICITACAO = ["EXTERNA", "INTERNA", "CONTRATACAO_INTERNA"] as const;
export type TipoSolicitacao = (typeof TIPOS_SOLICITACAO)[number];

export const solicitacao = pgTable(
  "solicitacao",
  {
    id: id(),
    nrosolicitacao: varchar("nrosolicitacao", { length: 20 }).notNull().unique(),
    modeloOfertaId: fk("modelo_oferta_id", () => modeloOferta.id),
    substatusId: fk("substatus_id", () => substatus.id),
    objetivo: text("objetivo").notNull().default(""),
    justificativa: text("justificativa").notNull().default(""),
    valor: numeric("valor", { precision: 14, scale: 2 }).notNull(),
    usuarioId: fk("usuario_id", () => usuario.id),
    centroCustoId: integer("centro_custo_id").references(() => centroCusto.id),
    prestadorId: integer("prestador_id").references(() => empresa.id),
    escolhaDireta: boolean("escolha_direta").notNull().default(false),
    tipo: varchar("tipo", { length: 30 }).$type<TipoSolicitacao>().notNull().default("EXTERNA"),
    consultorId: integer("consultor_id").references(() => usuario.id),
    // A sub-request (subsolicitação) hangs under the request it was split from.
    solicitacaoPaiId: integer("solicitacao_pai_id").references((): AnyPgColumn => solicitacao.id),
    // Raised by every change; a client sends the one it saw (If-Match) so a stale action is refused.
    versao: integer("versao").notNull().default(0),
    dtaprazoenvioproposta: timestamp("dtaprazoenvioproposta", { withTimezone: true }),
    /** When the client evaluated the service (avaliacao); staff finish the request only after it. */
    dtaavaliacao: timestamp("dtaavaliacao", { withTimezone: true }),
    dtainclusao: dtainclusao(),
  },
  (t) => [
    // By state: counted per state and read per state (the open requests, the rounds due by a date) from
    // the index alone.
    index("solicitacao_substatus_idx").on(t.substatusId, t.dtaprazoenvioproposta, t.id),
    index("solicitacao_dtainclusao_idx").on(t.dtainclusao),
    // The queue filtered by status: each state's newest requests first (server/modules/solicitacao/consulta).
    index("solicitacao_substatus_data_idx").on(t.substatusId, t.dtainclusao, t.id),
    index("solicitacao_consultor_idx").on(t.consultorId),
    index("solicitacao_pai_idx").on(t.solicitacaoPaiId),
    // The queue by service or offer, and its search by offer title, reach requests through their offer.
    index("solicitacao_modelo_oferta_idx").on(t.modeloOfertaId),
  ],
);

/**
 * How many requests are in each substatus, kept by triggers on `solicitacao` (migration
 * 0024_contagem_busca): the queue's and the dashboards' totals over every request read these few rows
 * instead of counting the table on every call.
 */
export const solicitacaoContagem = pgTable("solicitacao_contagem", {
  substatusId: integer("substatus_id")
    .primaryKey()
    .references(() => substatus.id),
  total: integer("total").notNull(),
});

/**
 * The staff queue's version (migration 0029): every statement that writes what a line of the queue shows, or
 * who sees it, takes a new one; the queue's pages are kept per process under it (consulta/routes.ts).
 */
export const filaVersao = pgTable("fila_versao", {
  id: integer("id").primaryKey(),
  versao: bigint("versao", { mode: "number" }).notNull(),
});

/**
 * How many requests each manager has in each substatus, and how many requests each service unit covers (a
 * company of theirs in one of its cities) in each substatus, kept by triggers (migration 0026): the
 * coordinator's dashboard reads these rows instead of joining every open request to its managers and units.
 */
export const solicitacaoGestorContagem = pgTable(
  "solicitacao_gestor_contagem",
  {
    usuarioId: fk("usuario_id", () => usuario.id, { onDelete: "cascade" }),
    substatusId: fk("substatus_id", () => substatus.id),
    total: integer("total").notNull(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.substatusId] })],
);

export const solicitacaoUnidadeContagem = pgTable(
  "solicitacao_unidade_contagem",
  {
    unidadeId: fk("unidade_id", () => unidadeAtendimento.id, { onDelete: "cascade" }),
    substatusId: fk("substatus_id", () => substatus.id),
    total: integer("total").notNull(),
  },
  (t) => [primaryKey({ columns: [t.unidadeId, t.substatusId] })],
);

export const solicitacaoEmpresa = pgTable(
  "solicitacao_empresa",
  {
    solicitacaoId: fk("solicitacao_id", () => solicitacao.id, { onDelete: "cascade" }),
    empresaId: fk("empresa_id", () => empresa.id),
  },
  (t) => [
    primaryKey({ columns: [t.solicitacaoId, t.empresaId] }),
    index("solicitacao_empresa_empresa_idx").on(t.empresaId),
  ],
);

/** Managers responsible for a request: those of the service unit covering the company's city. */
export const solicitacaoGestor = pgTable(
  "solicitacao_gestor",
  {
    solicitacaoId: fk("solicitacao_id", () => solicitacao.id, { onDelete: "cascade" }),
    usuarioId: fk("usuario_id", () => usuario.id),
  },
  // The queue filters by manager ("my requests"), which the key, led by the request, does not serve.
  (t) => [
    primaryKey({ columns: [t.solicitacaoId, t.usuarioId] }),
    index("solicitacao_gestor_usuario_idx").on(t.usuarioId),
  ],
);

/**
 * Partners co-funding a request: each one's `subsidio` adds to the service's percentage in its proposals'
 * subsidy (capped at the gross value). Staff choose them before the contract binds the values.
 */
export const solicitacaoParceiro = pgTable(
  "solicitacao_parceiro",
  {
    solicitacaoId: fk("solicitacao_id", () => solicitacao.id, { onDelete: "cascade" }),
    parceiroId: fk("parceiro_id", () => parceiro.id),
  },
  (t) => [
    primaryKey({ columns: [t.solicitacaoId, t.parceiroId] }),
    index("solicitacao_parceiro_parceiro_idx").on(t.parceiroId),
  ],
);

export const solicitacaoResposta = pgTable(
  "solicitacao_resposta",
  {
    id: id(),
    solicitacaoId: fk("solicitacao_id", () => solicitacao.id, { onDelete: "cascade" }),
    perguntaId: fk("pergunta_id", () => perguntaDimensionamento.id),
    // The question's text as the client read it: the bank's text may change later.
    pergunta: varchar("pergunta", { length: 300 }).notNull(),
    resposta: text("resposta").notNull(),
  },
  (t) => [unique("solicitacao_resposta_pergunta").on(t.solicitacaoId, t.perguntaId)],
);

/** Documents attached to a request (by staff or at creation); the bytes live in `arquivo`. */
export const solicitacaoArquivo = pgTable(
  "solicitacao_arquivo",
  {
    id: id(),
    solicitacaoId: fk("solicitacao_id", () => solicitacao.id, { onDelete: "cascade" }),
    arquivoId: fk("arquivo_id", () => arquivo.id),
    descricao: varchar("descricao", { length: 200 }).notNull().default(""),
    usuarioId: integer("usuario_id").references(() => usuario.id),
    dtainclusao: dtainclusao(),
  },
  (t) => [index("solicitacao_arquivo_solicitacao_idx").on(t.solicitacaoId)],
);

/**
 * The part of a cost centre's balance held for a request. The balance (`centro_custo.saldo`) is
 * lowered when a reservation is made and raised again when it is released (`liberadaEm`); once
 * execution is authorised it is committed (`comprometidaEm`) and no longer moves with the request.
 */
export const reservaCentroCusto = pgTable(
  "reserva_centro_custo",
  {
    id: id(),
    solicitacaoId: fk("solicitacao_id", () => solicitacao.id, { onDelete: "cascade" }),
    centroCustoId: fk("centro_custo_id", () => centroCusto.id),
    valor: numeric("valor", { precision: 14, scale: 2 }).notNull(),
    usuarioId: integer("usuario_id").references(() => usuario.id),
    dtainclusao: dtainclusao(),
    liberadaEm: timestamp("liberada_em", { withTimezone: true }),
    /** When execution was authorised: the held value became a commitment of the contract. */
    comprometidaEm: timestamp("comprometida_em", { withTimezone: true }),
    /** When the request was finished: `valorGasto` of the commitment was spent, the rest went back. */
    gastaEm: timestamp("gasta_em", { withTimezone: true }),
    valorGasto: numeric("valor_gasto", { precision: 14, scale: 2 }),
  },
  (t) => [
    // At most one live reservation per request.
    uniqueIndex("reserva_centro_custo_ativa")
      .on(t.solicitacaoId)
      .where(sql`${t.liberadaEm} is null`),
    index("reserva_centro_custo_cc_idx").on(t.centroCustoId),
  ],
);

/** A staff draft of a request or internal hiring; objective and justification start empty (SPEC §5). */
export const rascunhoSolicitacao = pgTable(
  "rascunho_solicitacao",
  {
    id: id(),
    tipo: varchar("tipo", { length: 30 }).$type<Exclude<TipoSolicitacao, "EXTERNA">>().notNull(),
    modeloOfertaId: integer("modelo_oferta_id").references(() => modeloOferta.id),
    empresaIds: integer("empresa_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    prestadorId: integer("prestador_id").references(() => empresa.id),
    centroCustoId: integer("centro_custo_id").references(() => centroCusto.id),
    objetivo: text("objetivo").notNull().default(""),
    justificativa: text("justificativa").notNull().default(""),
    usuarioId: fk("usuario_id", () => usuario.id),
    dtainclusao: dtainclusao(),
    dtaalteracao: timestamp("dtaalteracao", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rascunho_solicitacao_usuario_idx").on(t.usuarioId)],
);
