import "server-only";
import { PROPOSTA_ABERTA, type StatusProposta } from "@/lib/regras/proposta";
import { proposta } from "../../db/schema";
import { conflict } from "../../lib/errors";
import { definirWorkflow } from "../../lib/workflow";
import { PARTES_E_EQUIPE, PRESTADOR_E_EQUIPE, SO_EQUIPE } from "../../lib/history";

/** What the table's rules read of the proposal; ownership is the scope's (404), not a rule's. */
export type PropostaLinha = {
  id: number;
  /** Read by the provider's changes only: its round is open, or it is being negotiated. */
  alteravel?: boolean;
};

// Changing a proposal needs its round open (or a negotiation): past the deadline its buttons go away.
const alteravel = (p: PropostaLinha) =>
  p.alteravel ? null : conflict("O prazo para envio de propostas desta solicitação terminou.");

/**
 * A proposal's life (DESIGN §5): the provider keeps a draft or sends it and may revise it while the round
 * is open; once it closes the client selects one (the others are not selected), staff or the client may
 * open a negotiation on the selected one, which the provider answers with a revision; the provider may
 * give up while it is open.
 */
export const propostaWorkflow = definirWorkflow<StatusProposta, PropostaLinha>()({
  entidade: "proposta",
  criacoes: [
    // A draft is the provider's own until it is sent.
    { codigo: "CRIAR", texto: "Proposta criada", audiencias: PRESTADOR_E_EQUIPE },
    { codigo: "ENVIAR", texto: "Proposta enviada", audiencias: PARTES_E_EQUIPE },
  ],
  tabela: proposta,
  invalida: "Esta ação não é possível na situação atual da proposta. Atualize a página e confira.",
  desatualizada: "A proposta mudou enquanto você a via. Atualize a página e tente de novo.",
  transicoes: [
    {
      // Saving a draft again, or sending it (the service chooses by partial_save).
      acao: "atualizar",
      de: ["RASCUNHO", "ENVIADA"],
      para: ["RASCUNHO", "ENVIADA"],
      permissao: "proposta.enviar",
      regra: alteravel,
      texto: "Proposta atualizada",
      audiencias: SO_EQUIPE,
    },
    {
      acao: "anexar",
      codigo: "ARQUIVO",
      de: ["RASCUNHO", "ENVIADA", "EM_NEGOCIACAO"],
      permissao: "proposta.enviar",
      regra: alteravel,
      texto: "PDF da proposta anexado",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      acao: "revisar",
      de: ["EM_NEGOCIACAO"],
      para: "SELECIONADA",
      permissao: "proposta.enviar",
      texto: "Proposta revisada na negociação",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      acao: "selecionar",
      de: ["ENVIADA", "NAO_SELECIONADA"],
      para: "SELECIONADA",
      permissao: "proposta.escolher",
      texto: "Proposta selecionada pelo cliente",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      acao: "preterir",
      codigo: "NAO_SELECIONAR",
      de: ["ENVIADA", "SELECIONADA"],
      para: "NAO_SELECIONADA",
      permissao: "proposta.escolher",
      derivada: true,
      texto: "Outra proposta foi selecionada",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      acao: "negociar",
      de: ["SELECIONADA"],
      para: "EM_NEGOCIACAO",
      permissao: "proposta.negociar",
      texto: "Ajuste pedido na proposta",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      // Execution authorised (server/modules/contrato): the selected proposal becomes the contract's.
      acao: "contratar",
      de: ["SELECIONADA"],
      para: "CONTRATADA",
      permissao: "solicitacao.gerir",
      derivada: true,
      texto: "Proposta contratada; execução autorizada",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      // A new round reopens the proposals being decided, so their providers may revise them.
      acao: "reabrir",
      de: ["SELECIONADA", "NAO_SELECIONADA", "EM_NEGOCIACAO"],
      para: "ENVIADA",
      permissao: "solicitacao.gerir",
      derivada: true,
      texto: "Nova rodada: proposta reaberta para revisão",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      acao: "desistir",
      codigo: "DESISTENCIA",
      de: PROPOSTA_ABERTA,
      para: "DESISTENCIA",
      permissao: "proposta.enviar",
      texto: "Prestador desistiu da proposta",
      audiencias: PARTES_E_EQUIPE,
    },
  ],
});

export type AcaoProposta = (typeof propostaWorkflow.transicoes)[number]["acao"];

/**
 * The states the table takes `acao` from: what a service choosing by state reads (a revision in negotiation,
 * an update otherwise) and the proposals a request-wide change moves (the others not selected, a new round).
 */
export const estadosDe = (acao: AcaoProposta) => propostaWorkflow.transicoes.find((t) => t.acao === acao)!.de;

export const ACOES_PROPOSTA = propostaWorkflow.transicoes.map((t) => t.acao) as [
  AcaoProposta,
  ...AcaoProposta[],
];

/**
 * The request's transitions the quotation page offers: the client sends the selected proposal to the
 * manager's final analysis. Staff's transitions of the request are offered on their request page.
 */
export const ACOES_COTACAO = ["analise_gestor"] as const;
