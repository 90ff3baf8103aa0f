// Codes of a project's stage, shared by the forms and the server (DESIGN §5), in workflow order.
import { porNome } from "./estados";
import type { SubstatusSolicitacao } from "./solicitacao";

export const STATUS_ETAPA = ["PENDENTE", "ENTREGUE", "DEVOLVIDA", "APROVADA"] as const;
export type StatusEtapa = (typeof STATUS_ETAPA)[number];
export const ETAPA = porNome(STATUS_ETAPA);

/** The provider still owes the stage's delivery in these: not yet delivered, or returned. */
export const ETAPA_DEVIDA: readonly StatusEtapa[] = ["PENDENTE", "DEVOLVIDA"];

/** How a stage in each state reads to the parties, with its tag's colour (one of antd's presets). */
export const SITUACAO_ETAPA = {
  PENDENTE: { cor: "orange", texto: "A entregar" },
  ENTREGUE: { cor: "blue", texto: "Entregue, aguardando aprovação" },
  DEVOLVIDA: { cor: "gold", texto: "Devolvida para ajustes" },
  APROVADA: { cor: "green", texto: "Aprovada" },
} as const satisfies Record<StatusEtapa, { cor: string; texto: string }>;

export const STATUS_NOTA = ["AUTORIZADA", "ENVIADA", "PAGA"] as const;
export type StatusNota = (typeof STATUS_NOTA)[number];
export const NOTA_FISCAL = porNome(STATUS_NOTA);

/**
 * How an instalment's invoice in each state reads, with its tag's colour (one of antd's presets), and the
 * provider's projects filtered by it.
 */
export const SITUACAO_NOTA = {
  AUTORIZADA: {
    cor: "blue",
    texto: "Autorizada, aguardando a nota",
    filtro: "Com nota autorizada, a enviar",
  },
  ENVIADA: { cor: "orange", texto: "Enviada, aguardando pagamento", filtro: "Com nota enviada, a receber" },
  PAGA: { cor: "green", texto: "Paga", filtro: "Com nota paga" },
} as const satisfies Record<StatusNota, { cor: string; texto: string; filtro: string }>;

/**
 * Certificates belong to the work done: the provider attaches them while its request runs or waits for
 * evaluation; the final attestation lists them, so none is added once the request is concluded.
 */
export const COM_CERTIFICADOS: readonly string[] = [
  "EM_EXECUCAO",
  "AGUARDANDO_AVALIACAO",
] satisfies SubstatusSolicitacao[];

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
