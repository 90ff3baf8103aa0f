import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { dtainclusao, fk, id } from "./colunas";
import { arquivo } from "./arquivo";
import { empresa } from "./empresa";
import { etapaModelo } from "./servico";
import { faixaQuilometragem, modeloHora, planoPagamento } from "./referencia";
import { solicitacao } from "./solicitacao";
import { substatus } from "./status";
import { usuario } from "./usuario";

/**
 * A provider's proposal for a request released to it (DESIGN §5): one per provider and request, revised
 * in place (drafts, negotiation, new rounds). Values are computed by the server from the stages' hours,
 * the hour model, the travel band and the service's subsidy, never taken from input.
 */
export const proposta = pgTable(
  "proposta",
  {
    id: id(),
    solicitacaoId: fk("solicitacao_id", () => solicitacao.id, { onDelete: "cascade" }),
    prestadorId: fk("prestador_id", () => empresa.id),
    substatusId: fk("substatus_id", () => substatus.id),
    versao: integer("versao").notNull().default(0),
    dtaInicio: date("dta_inicio").notNull(),
    dtaFim: date("dta_fim").notNull(),
    /** Until when the provider holds the proposal's values. */
    dtaprazo: date("dtaprazo").notNull(),
    comentario: text("comentario").notNull().default(""),
    modeloHoraId: fk("modelo_hora_id", () => modeloHora.id),
    faixaQuilometragemId: integer("faixa_quilometragem_id").references(() => faixaQuilometragem.id),
    planoPagamentoId: fk("plano_pagamento_id", () => planoPagamento.id),
    valorBruto: numeric("valor_bruto", { precision: 14, scale: 2 }).notNull(),
    /** The whole subsidy: the programme's share plus the partners' (`valorSubsidioParceiros`). */
    valorSubsidio: numeric("valor_subsidio", { precision: 14, scale: 2 }).notNull(),
    /** The partners' part of the subsidy; the rest is the programme's, reserved on its cost centre. */
    valorSubsidioParceiros: numeric("valor_subsidio_parceiros", { precision: 14, scale: 2 })
      .notNull()
      .default("0"),
    valorCliente: numeric("valor_cliente", { precision: 14, scale: 2 }).notNull(),
    percentualSubsidio: numeric("percentual_subsidio", { precision: 5, scale: 2 }).notNull(),
    usuarioId: integer("usuario_id").references(() => usuario.id),
    /** The provider's own PDF of the proposal, optional. */
    arquivoId: integer("arquivo_id").references(() => arquivo.id),
    dtaenvio: timestamp("dtaenvio", { withTimezone: true }),
    dtainclusao: dtainclusao(),
  },
  (t) => [
    unique("proposta_solicitacao_prestador").on(t.solicitacaoId, t.prestadorId),
    // A provider's proposals newest first, counted and paged from the index alone (with their state).
    index("proposta_prestador_idx").on(t.prestadorId, t.dtainclusao, t.id, t.substatusId),
  ],
);

/** A stage of a proposal: one of the offer's stages with the provider's hours and whether it needs a visit. */
export const propostaEtapa = pgTable(
  "proposta_etapa",
  {
    id: id(),
    propostaId: fk("proposta_id", () => proposta.id, { onDelete: "cascade" }),
    etapaModeloId: fk("etapa_modelo_id", () => etapaModelo.id),
    ordem: integer("ordem").notNull(),
    horas: integer("horas").notNull(),
    visita: boolean("visita").notNull().default(false),
    valor: numeric("valor", { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [unique("proposta_etapa_ordem").on(t.propostaId, t.ordem)],
);

/** An instalment of the payment plan, paid once the stage of order `etapaOrdem` is approved. */
export const propostaParcela = pgTable(
  "proposta_parcela",
  {
    id: id(),
    propostaId: fk("proposta_id", () => proposta.id, { onDelete: "cascade" }),
    numero: integer("numero").notNull(),
    etapaOrdem: integer("etapa_ordem").notNull(),
    valor: numeric("valor", { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [unique("proposta_parcela_numero").on(t.propostaId, t.numero)],
);
