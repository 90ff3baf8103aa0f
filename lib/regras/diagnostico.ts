// Codes of a diagnostic, shared by the forms and the server (DESIGN §5), in workflow order.

export const STATUS_DIAGNOSTICO = [
  "AGUARDANDO_ACEITE",
  "EM_ELABORACAO",
  "ENVIADO",
  "EM_CORRECAO",
  "APROVADO",
  "REJEITADO",
] as const;
export type StatusDiagnostico = (typeof STATUS_DIAGNOSTICO)[number];

/** The provider still owes the diagnostic in these; past its `prazo` it is late (`ematraso`). */
export const DIAGNOSTICO_DEVIDO: readonly StatusDiagnostico[] = [
  "AGUARDANDO_ACEITE",
  "EM_ELABORACAO",
  "EM_CORRECAO",
];
