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
