import "server-only";
import { GESTAO, hasAnyRole } from "@/lib/roles";
import { conflict } from "../../lib/errors";
import { definirAtos } from "../../lib/workflow";

export type SituacaoAssinatura = "PENDENTE" | "ASSINADA";

/** What the signature's acts read: its side, whether the user's company signs it, the request's state. */
export type AssinaturaLinha = {
  papel: "CLIENTE" | "PRESTADOR" | "GESTOR";
  /** The user belongs to the company that signs this side (always true for a link: the token names it). */
  minha: boolean;
  /** The request is waiting for its contracts' signatures. */
  aberta: boolean;
};

const NAO_AGUARDA = "A solicitação não está aguardando assinaturas. Atualize a página.";
const aberta = (l: AssinaturaLinha) => (l.aberta ? null : conflict(NAO_AGUARDA));

/**
 * The acts on one side of a contract (DESIGN §5): each signature is PENDENTE until signed, once. A party
 * signs its company's side in the portal or through a link (as the portal); staff sign the programme's
 * side from the batch page; a party or staff hand a link to someone who signs without an account. The
 * last signature moves the request on (the request's `contratos_assinados`).
 */
export const assinaturaAtos = definirAtos<SituacaoAssinatura, AssinaturaLinha>()({
  entidade: "assinatura",
  invalida: "Esta assinatura já foi feita.",
  transicoes: [
    {
      acao: "assinar",
      de: ["PENDENTE"],
      permissao: "contrato.assinar",
      peloSistema: true,
      regra: (l) => (l.minha ? aberta(l) : conflict("Esta assinatura é de outra parte.")),
    },
    {
      acao: "assinar_programa",
      de: ["PENDENTE"],
      permissao: "solicitacao.gerir",
      regra: (l) => (l.papel === "GESTOR" ? aberta(l) : conflict("Esta assinatura é de outra parte.")),
    },
    {
      acao: "compartilhar",
      de: ["PENDENTE"],
      permissao: "contrato.compartilhar",
      regra: (l, user) =>
        l.papel !== "GESTOR" && (l.minha || hasAnyRole(user, GESTAO))
          ? aberta(l)
          : conflict("Esta assinatura é de outra parte."),
    },
  ],
});

export type AcaoAssinatura = (typeof assinaturaAtos.transicoes)[number]["acao"];

/** The action names, for the contracts' schema (a zod enum needs a non-empty tuple). */
export const ACOES_ASSINATURA = assinaturaAtos.transicoes.map((t) => t.acao) as [
  AcaoAssinatura,
  ...AcaoAssinatura[],
];

/** A signature as its table reads it: its state and the facts its rules need. */
export const emAtos = (
  a: { papel: AssinaturaLinha["papel"]; assinado: boolean; situacaoDaSolicitacao: string },
  minha: boolean,
) => ({
  estado: (a.assinado ? "ASSINADA" : "PENDENTE") as SituacaoAssinatura,
  linha: { papel: a.papel, minha, aberta: a.situacaoDaSolicitacao === "AGUARDANDO_ASSINATURA" },
});
