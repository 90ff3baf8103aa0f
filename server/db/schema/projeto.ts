import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { dtainclusao, fk, id } from "./colunas";
import { arquivo } from "./arquivo";
import { empresa } from "./empresa";
import { proposta } from "./proposta";
import { solicitacao } from "./solicitacao";
import { substatus } from "./status";

/** The work a contracted provider carries out for a request; its status is the request's. */
export const projeto = pgTable(
  "projeto",
  {
    id: id(),
    nroprojeto: varchar("nroprojeto", { length: 20 }).notNull().unique(),
    solicitacaoId: fk("solicitacao_id", () => solicitacao.id, { onDelete: "cascade" }).unique(),
    prestadorId: fk("prestador_id", () => empresa.id),
    /** The contracted proposal whose stages and instalments the project carries out. */
    propostaId: integer("proposta_id").references(() => proposta.id),
    /** The service order staff attached when authorising execution. */
    ordemServicoId: integer("ordem_servico_id").references(() => arquivo.id),
    dtaInicio: date("dta_inicio", { mode: "string" }),
    dtaFim: date("dta_fim", { mode: "string" }),
    /** When the provider accepted an internal hiring's demand; deliveries of such a project wait for it. */
    dtaaceite: timestamp("dtaaceite", { withTimezone: true }),
    dtainclusao: dtainclusao(),
  },
  (t) => [index("projeto_prestador_idx").on(t.prestadorId)],
);

/** A stage to deliver, copied from the contracted proposal (DESIGN §5: PENDENTE → ENTREGUE → APROVADA | DEVOLVIDA). */
export const projetoEtapa = pgTable(
  "projeto_etapa",
  {
    id: id(),
    projetoId: fk("projeto_id", () => projeto.id, { onDelete: "cascade" }),
    ordem: integer("ordem").notNull(),
    titulo: varchar("titulo", { length: 200 }).notNull(),
    entregavel: text("entregavel").notNull(),
    horas: integer("horas").notNull(),
    valor: numeric("valor", { precision: 14, scale: 2 }).notNull(),
    substatusId: fk("substatus_id", () => substatus.id),
    versao: integer("versao").notNull().default(0),
    /** The provider's latest delivery of the stage; a resend after a return replaces it. */
    arquivoId: integer("arquivo_id").references(() => arquivo.id),
    dtaentrega: timestamp("dtaentrega", { withTimezone: true }),
    /** The stage's due date, spread over the project's dates by hours; past it, undelivered, it is late. */
    prazo: date("prazo", { mode: "string" }),
  },
  (t) => [
    unique("projeto_etapa_ordem").on(t.projetoId, t.ordem),
    // The stages still owed, by deadline (the staff's deadlines, the dashboards).
    index("projeto_etapa_substatus_prazo_idx").on(t.substatusId, t.prazo),
  ],
);

/** An instalment of the contracted payment plan, due once its stage is approved; its invoice comes later. */
export const projetoParcela = pgTable(
  "projeto_parcela",
  {
    id: id(),
    projetoId: fk("projeto_id", () => projeto.id, { onDelete: "cascade" }),
    numero: integer("numero").notNull(),
    etapaOrdem: integer("etapa_ordem").notNull(),
    valor: numeric("valor", { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [unique("projeto_parcela_numero").on(t.projetoId, t.numero)],
);

/**
 * The provider's invoice for an instalment ('Nota {parcela}', DESIGN §5: AUTORIZADA → ENVIADA → PAGA): staff
 * authorise it once the instalment's stage is approved, the provider sends it (a PDF, or an NF-e XML whose
 * access key, issuer and value were checked), staff record it paid.
 */
export const nota = pgTable("nota", {
  id: id(),
  parcelaId: fk("parcela_id", () => projetoParcela.id, { onDelete: "cascade" }).unique(),
  substatusId: fk("substatus_id", () => substatus.id),
  versao: integer("versao").notNull().default(0),
  arquivoId: integer("arquivo_id").references(() => arquivo.id),
  /** The NF-e's 44-digit access key, when an XML was sent. */
  chaveAcesso: varchar("chave_acesso", { length: 44 }),
  dtaautorizacao: timestamp("dtaautorizacao", { withTimezone: true }).notNull(),
  dtaenvio: timestamp("dtaenvio", { withTimezone: true }),
  /** The day staff say it was paid (noon in São Paulo), not when they recorded it. */
  dtapagamento: timestamp("dtapagamento", { withTimezone: true }),
  /** The proof of the payment staff attached when recording it. */
  comprovanteId: integer("comprovante_id").references(() => arquivo.id),
});
