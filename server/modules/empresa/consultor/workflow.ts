import "server-only";
import { type SituacaoCredenciamento } from "@/lib/regras/credenciamento";
import { conflict } from "../../../lib/errors";
import { definirAtos } from "../../../lib/workflow";

/** A consultant with no accreditation row for the service yet: where asking starts. */
export const SEM_CREDENCIAMENTO = "SEM_CREDENCIAMENTO";
export type EstadoCredenciamentoConsultor = SituacaoCredenciamento | typeof SEM_CREDENCIAMENTO;

/** What the rules read: whether the company's own link to the service takes part in releases now. */
export type CredenciamentoConsultorLinha = { apto: boolean };

/**
 * A consultant's accreditation for a service (DESIGN §5). No staff call decides it: the provider answers
 * for its consultants, so asking grants it at once (CREDENCIADO) while the company's link to the service is
 * apt, and leaves it SOLICITADO while that link is switched off or suspended, to be granted by asking again
 * once the link is back. The provider withdraws any of them (the row goes).
 */
export const credenciamentoConsultorAtos = definirAtos<
  EstadoCredenciamentoConsultor,
  CredenciamentoConsultorLinha
>()({
  entidade: "consultor_credenciamento",
  invalida: "O consultor já é credenciado para este serviço.",
  transicoes: [
    {
      acao: "credenciar",
      de: [SEM_CREDENCIAMENTO, "SOLICITADO", "RECUSADO"],
      permissao: "consultor.gerir",
      regra: (l) =>
        l.apto ? null : conflict("O vínculo da empresa com o serviço está inativo ou suspenso."),
    },
    {
      acao: "solicitar",
      de: [SEM_CREDENCIAMENTO, "RECUSADO"],
      permissao: "consultor.gerir",
      regra: (l) => (l.apto ? conflict("O vínculo da empresa com o serviço está ativo: credencie.") : null),
    },
    { acao: "descredenciar", de: ["SOLICITADO", "CREDENCIADO", "RECUSADO"], permissao: "consultor.gerir" },
  ],
});

export type AcaoCredenciamentoConsultor = (typeof credenciamentoConsultorAtos.transicoes)[number]["acao"];

/** The action names, for the schema (a zod enum needs a non-empty tuple). */
export const ACOES_CREDENCIAMENTO_CONSULTOR = credenciamentoConsultorAtos.transicoes.map((t) => t.acao) as [
  AcaoCredenciamentoConsultor,
  ...AcaoCredenciamentoConsultor[],
];

/** What asking does to a consultant's accreditation: grant it while the link is apt, else ask it. */
export const pedidoDeCredenciamento = (l: CredenciamentoConsultorLinha): "credenciar" | "solicitar" =>
  l.apto ? "credenciar" : "solicitar";

/** The state asking leads to. */
export const SITUACAO_DO_PEDIDO: Record<"credenciar" | "solicitar", SituacaoCredenciamento> = {
  credenciar: "CREDENCIADO",
  solicitar: "SOLICITADO",
};
