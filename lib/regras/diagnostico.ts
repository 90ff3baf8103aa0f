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
