// Codes of a diagnostic, shared by the forms and the server (DESIGN §5), in workflow order.
import { porNome } from "./estados";

export const STATUS_DIAGNOSTICO = [
  "AGUARDANDO_ACEITE",
  "EM_ELABORACAO",
  "ENVIADO",
  "EM_CORRECAO",
  "APROVADO",
  "REJEITADO",
] as const;
export type StatusDiagnostico = (typeof STATUS_DIAGNOSTICO)[number];
export const DIAGNOSTICO = porNome(STATUS_DIAGNOSTICO);

/** The provider still owes the diagnostic in these; past its `prazo` it is late (`ematraso`). */
export const DIAGNOSTICO_DEVIDO: readonly StatusDiagnostico[] = [
  "AGUARDANDO_ACEITE",
  "EM_ELABORACAO",
  "EM_CORRECAO",
];

/** Sent at least once, so there is a file to read: the client's diagnostics and the sent lists. */
export const DIAGNOSTICO_ENVIADO: readonly StatusDiagnostico[] = ["ENVIADO", "EM_CORRECAO", "APROVADO"];

/** Sent and not returned: the provider's "Enviados" tab. */
export const DIAGNOSTICO_ENTREGUE: readonly StatusDiagnostico[] = ["ENVIADO", "APROVADO"];

/** Approved or rejected: decided, so its consultant no longer changes. */
export const DIAGNOSTICO_FINAL: readonly string[] = ["APROVADO", "REJEITADO"] satisfies StatusDiagnostico[];
