// States of an accreditation for a service, a company's (credenciamento) and a provider's consultant's
// (consultor_credenciamento) alike, shared by the forms and the server (DESIGN §5).
import { porNome } from "./estados";

/** Asked by the provider, then granted or refused by staff (a refused one may be asked again). */
export const SITUACOES_CREDENCIAMENTO = ["SOLICITADO", "CREDENCIADO", "RECUSADO"] as const;
export type SituacaoCredenciamento = (typeof SITUACOES_CREDENCIAMENTO)[number];
export const CREDENCIAMENTO = porNome(SITUACOES_CREDENCIAMENTO);
