import "server-only";
import { GESTAO, hasAnyRole } from "@/lib/roles";
import type { AuthUser } from "../../lib/context";
import { conflict, forbidden, notFound, type HubError } from "../../lib/errors";
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
const DO_PROGRAMA = "A assinatura do programa é feita pela equipe no portal, nunca por link.";

/**
 * Who may ask a link for a signature, whatever its state: the users of the company that signs a party's
 * side, and staff for either party's side. Nobody gets one for the programme's side, which only staff
 * in a session sign. Anyone else is out of reach and answered as for a signature that does not exist,
 * so the service asks this before the state (a signed or superseded signature of another party says
 * nothing); the table's rule asks it too, so the link is offered to the same people.
 */
export function quemPedeLink(l: AssinaturaLinha, user: AuthUser): HubError | null {
  if (!l.minha && !hasAnyRole(user, GESTAO)) return notFound("Assinatura não encontrada.");
  return l.papel === "GESTOR" ? forbidden(DO_PROGRAMA) : null;
}

/**
 * The acts on one side of a contract (DESIGN §5): each signature is PENDENTE until signed, once. A party
 * signs its company's side in the portal or through a link (as the portal); staff sign the programme's
 * side from the batch page, never through a link; a party (for its side) or staff (for a party's side)
 * hand a link to someone who signs without an account, a new link revoking the one before. The last
 * signature moves the request on (the request's `contratos_assinados`).
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
      // The programme's side is never `minha` in the portal; through a link it would be (the token names
      // it), so it is refused by name: only staff in a session sign for the programme.
      regra: (l) =>
        l.papel === "GESTOR"
          ? conflict(DO_PROGRAMA)
          : l.minha
            ? aberta(l)
            : conflict("Esta assinatura é de outra parte."),
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
      regra: (l, user) => quemPedeLink(l, user) ?? aberta(l),
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
