/** The ids of a request page's sections that a next-step button leads to. */
export const SECAO = {
  ajuste: "secao-ajuste",
  propostas: "secao-propostas",
  contratos: "secao-contratos",
  proposta: "secao-proposta",
  etapas: "secao-etapas",
  aceite: "secao-aceite",
  avaliacao: "secao-avaliacao",
} as const;

/** Scrolls to a section and moves the focus there, so the keyboard and screen readers follow. */
export function irPara(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  el.scrollIntoView({ behavior: "smooth", block: "start" });
  el.focus({ preventScroll: true });
}
