import "server-only";
import type { StatusPagamento } from "@/lib/regras/pagamento";
import type { SubstatusSolicitacao } from "@/lib/regras/solicitacao";
import { pagamento } from "../../db/schema";
import { conflict } from "../../lib/errors";
import { CLIENTE_E_EQUIPE } from "../../lib/history";
import { definirAtos, definirWorkflow } from "../../lib/workflow";

/**
 * A payment's life (DESIGN §5): created PENDENTE when the driver is asked to charge, then PAGO or FALHOU
 * by the driver's answer, at once (a card) or when someone checks it later (a Pix, a pending card); a
 * PAGO one of a request cancelled afterwards is ESTORNADO once the gateway gives it back (estorno.ts).
 * All are effects of the charge, the check or the cancellation, never buttons of their own.
 */
export const pagamentoWorkflow = definirWorkflow<StatusPagamento, Record<string, never>>()({
  entidade: "pagamento",
  tabela: pagamento,
  invalida: "Este pagamento já foi concluído. Atualize a página e confira.",
  desatualizada: "O pagamento mudou enquanto você o via. Atualize a página e tente de novo.",
  transicoes: [
    {
      acao: "confirmar",
      de: ["PENDENTE"],
      para: "PAGO",
      permissao: "pagamento.verificar",
      peloSistema: true,
      derivada: true,
      texto: "Pagamento confirmado",
      audiencias: CLIENTE_E_EQUIPE,
    },
    {
      acao: "recusar",
      de: ["PENDENTE"],
      para: "FALHOU",
      permissao: "pagamento.verificar",
      peloSistema: true,
      derivada: true,
      texto: "Pagamento recusado",
      audiencias: CLIENTE_E_EQUIPE,
    },
    {
      acao: "estornar",
      de: ["PAGO"],
      para: "ESTORNADO",
      permissao: "pagamento.verificar",
      peloSistema: true,
      derivada: true,
      texto: "Pagamento estornado ao pagador: a solicitação foi cancelada",
      audiencias: CLIENTE_E_EQUIPE,
    },
  ],
});

/** What the acts on a request's payment read: the client's share still due. */
export type CobrancaLinha = { valor: number };

const NAO_AGUARDA = "Esta solicitação não está aguardando pagamento. Atualize a página e confira.";
const devido = (l: CobrancaLinha) => (l.valor > 0 ? null : conflict(NAO_AGUARDA));

/**
 * The acts on a request waiting for its client's share (DESIGN §5): each makes a payment (or a link to
 * one) and leaves the request's state to the payment's outcome. A payment link's page pays as the portal.
 */
export const cobrancaAtos = definirAtos<SubstatusSolicitacao, CobrancaLinha>()({
  entidade: "solicitacao",
  invalida: NAO_AGUARDA,
  transicoes: [
    {
      acao: "pagar",
      de: ["AGUARDANDO_PAGAMENTO"],
      permissao: "pagamento.pagar",
      peloSistema: true,
      regra: devido,
    },
    { acao: "registrar", de: ["AGUARDANDO_PAGAMENTO"], permissao: "solicitacao.gerir", regra: devido },
    { acao: "gerar_link", de: ["AGUARDANDO_PAGAMENTO"], permissao: "solicitacao.gerir", regra: devido },
  ],
});

/** Asking the gateway how a pending payment went: its payer, staff for them, or the link's page. */
export const verificacaoAtos = definirAtos<StatusPagamento, Record<string, never>>()({
  entidade: "pagamento",
  invalida: "Não há pagamento pendente para verificar.",
  transicoes: [{ acao: "verificar", de: ["PENDENTE"], permissao: "pagamento.verificar", peloSistema: true }],
});

export type AcaoCobranca = (typeof cobrancaAtos.transicoes)[number]["acao"];
export type AcaoPagamento = AcaoCobranca | (typeof verificacaoAtos.transicoes)[number]["acao"];

/** The action names, for the payment panel's schema (a zod enum needs a non-empty tuple). */
export const ACOES_PAGAMENTO = [
  ...cobrancaAtos.transicoes.map((t) => t.acao),
  ...verificacaoAtos.transicoes.map((t) => t.acao),
] as [AcaoPagamento, ...AcaoPagamento[]];
