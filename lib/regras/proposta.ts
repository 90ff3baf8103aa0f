// Codes of a proposal, shared by the forms and the server (DESIGN §5), in workflow order.

export const STATUS_PROPOSTA = [
  "RASCUNHO",
  "ENVIADA",
  "SELECIONADA",
  "EM_NEGOCIACAO",
  "CONTRATADA",
  "NAO_SELECIONADA",
  "DESISTENCIA",
] as const;
export type StatusProposta = (typeof STATUS_PROPOSTA)[number];

/** A proposal the provider may still change or give up. */
export const PROPOSTA_ABERTA: readonly StatusProposta[] = [
  "RASCUNHO",
  "ENVIADA",
  "SELECIONADA",
  "EM_NEGOCIACAO",
];

/** The programme's part of a proposal's subsidy, to the cent: what its cost centre reserves (partners pay theirs). */
export const subsidioDoPrograma = (valorSubsidio: number | string, valorSubsidioParceiros: number | string) =>
  (Math.round(Number(valorSubsidio) * 100) - Math.round(Number(valorSubsidioParceiros) * 100)) / 100;
