// A provider's consultant (consultor_prestador), shared by the provider's form and the server (SPEC §3, §5).
import type { SituacaoCredenciamento } from "./credenciamento";

export const CONSULTOR = {
  nome: { min: 2, max: 120 },
  sobrenome: { max: 120 },
  email: { max: 254 },
} as const;

/** The consultant's accreditation for a service: asked, granted, or refused, as a company's (consultor_credenciamento). */
export type SituacaoConsultor = SituacaoCredenciamento;

/** How each reads, in the colours of the companies' own accreditation states (migration 0018). */
export const SITUACAO_CONSULTOR: Record<SituacaoConsultor, { descricao: string; cor: string }> = {
  SOLICITADO: { descricao: "Solicitado", cor: "#fa8c16" },
  CREDENCIADO: { descricao: "Credenciado", cor: "#52c41a" },
  RECUSADO: { descricao: "Recusado", cor: "#f5222d" },
};

/** SPEC §5: name fields left empty (or only blanks) are dropped before sending, the others trimmed. */
export function sanitizarConsultor<C extends { nome?: string; sobrenome?: string }>(c: C): C {
  const limpo = { ...c };
  for (const campo of ["nome", "sobrenome"] as const) {
    const valor = limpo[campo]?.trim();
    if (valor) limpo[campo] = valor as C[typeof campo];
    else delete limpo[campo];
  }
  return limpo;
}
