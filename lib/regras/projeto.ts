// Codes of a project's stage, shared by the forms and the server (DESIGN §5), in workflow order.

export const STATUS_ETAPA = ["PENDENTE", "ENTREGUE", "DEVOLVIDA", "APROVADA"] as const;
export type StatusEtapa = (typeof STATUS_ETAPA)[number];

/** The provider still owes the stage's delivery in these: not yet delivered, or returned. */
export const ETAPA_DEVIDA: readonly StatusEtapa[] = ["PENDENTE", "DEVOLVIDA"];

export const STATUS_NOTA = ["AUTORIZADA", "ENVIADA", "PAGA"] as const;
export type StatusNota = (typeof STATUS_NOTA)[number];

const DIA = 86_400_000;

/**
 * Due dates (AAAA-MM-DD) of stages of these hours, in order: the project's days from `inicio` to `fim`
 * spread by cumulative hours, rounded up, so the last stage is due on `fim` (migration 0014 does the same).
 */
export function prazosDasEtapas(inicio: string, fim: string, horas: readonly number[]): string[] {
  const dias = Math.max(0, Math.round((Date.parse(fim) - Date.parse(inicio)) / DIA));
  const total = horas.reduce((s, h) => s + h, 0);
  let acumulado = 0;
  return horas.map((h) => {
    acumulado += h;
    const n = total > 0 ? Math.ceil((dias * acumulado) / total) : dias;
    return new Date(Date.parse(inicio) + n * DIA).toISOString().slice(0, 10);
  });
}

/** A stage is late past its due date while the provider still owes its delivery. */
export const etapaAtrasada = (e: { prazo: string | null; situacao: StatusEtapa }, hoje: string) =>
  e.prazo !== null && e.prazo < hoje && ETAPA_DEVIDA.includes(e.situacao);
