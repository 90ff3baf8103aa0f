import "server-only";
import type { SubstatusSolicitacao } from "@/lib/regras/solicitacao";
import { conflict } from "../../lib/errors";
import { definirAtos } from "../../lib/workflow";

/** What the evaluation's acts read of the request: whether someone already answered it. */
export type AvaliacaoLinha = { avaliada: boolean };

const naoAvaliada = (l: AvaliacaoLinha) =>
  l.avaliada ? conflict("Esta solicitação já foi avaliada.") : null;

/**
 * The acts on a request waiting for its evaluation (DESIGN §5): its client answers once (or whoever holds
 * a link, as the portal), and the client or staff may hand a link to someone without an account. The
 * answer leaves the request waiting for staff to finish it.
 */
export const avaliacaoAtos = definirAtos<SubstatusSolicitacao, AvaliacaoLinha>()({
  entidade: "solicitacao",
  invalida: "A solicitação não aguarda avaliação.",
  transicoes: [
    {
      acao: "avaliar",
      de: ["AGUARDANDO_AVALIACAO"],
      permissao: "avaliacao.responder",
      peloSistema: true,
      regra: naoAvaliada,
    },
    {
      acao: "compartilhar",
      de: ["AGUARDANDO_AVALIACAO"],
      permissao: "avaliacao.compartilhar",
      regra: naoAvaliada,
    },
  ],
});

export type AcaoAvaliacao = (typeof avaliacaoAtos.transicoes)[number]["acao"];

/** The action names, for the evaluation page's schema (a zod enum needs a non-empty tuple). */
export const ACOES_AVALIACAO = avaliacaoAtos.transicoes.map((t) => t.acao) as [
  AcaoAvaliacao,
  ...AcaoAvaliacao[],
];
