import "server-only";

/** The outside systems the outbox delivers records to (DESIGN §7: `HUB_METRICAS`, `HUB_RM`). */
export const SISTEMAS = ["metricas", "rm"] as const;
export type Sistema = (typeof SISTEMAS)[number];

/** What one delivery asks of the other side: keep a record (`enviar`) or drop the one it kept (`remover`). */
export type Entrega = {
  /** The Idempotency-Key: every retry of one round of sending carries the same, so it is counted once. */
  chave: string;
  operacao: "enviar" | "remover";
  tipo: string;
  objetoId: number;
  dados: Record<string, unknown>;
};

/** The other side's answer to a delivery it took: its status and body, kept in the record's history. */
export type Resposta = { status: number; corpo: unknown };

/** A delivery the other side refused or did not answer: its message, and its answer when there was one. */
export class ErroDeEnvio extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly corpo: unknown = null,
  ) {
    super(message);
  }
}

/**
 * A metrics system or ERP: takes a delivery and answers, or throws ErroDeEnvio. Called with no database
 * transaction open (server/modules/integracao/envio.ts).
 */
export interface DriverIntegracao {
  readonly nome: string;
  entregar(e: Entrega): Promise<Resposta>;
}
