import "server-only";
import { and, asc, eq, gt, isNull, lt, lte, or, sql, type AnyColumn } from "drizzle-orm";
import type { Conn, Tx } from "../../db/client";
import { evento, eventoEntrega } from "../../db/schema";
import type { NomeConsumidor } from "./consumidores";
import { ContextoSchema, type Contexto } from "./contexto";

/** An event as a consumer reads it: its facts and the snapshot taken when it happened. */
export type EventoLido = Omit<typeof evento.$inferSelect, "contexto" | "chave"> & {
  /** Null for an event about no request nor accreditation (or written before snapshots were taken). */
  contexto: Contexto | null;
};

/**
 * One consumer of the outbox. `tratar` runs in the transaction that marks the event delivered, so what it
 * writes and the delivery commit together; a call to an outside system does not belong in it (DESIGN §3).
 */
export type Consumidor = { nome: NomeConsumidor; tratar: (tx: Tx, ev: EventoLido) => Promise<void> };

const LOTE = 50;
/**
 * Failures after which a delivery is given up (about four hours of retries), its last error kept, until an
 * administrator tries it again. The outbox's deliveries and the integrations' senders give up alike.
 */
export const LIMITE_TENTATIVAS = 12;
/** `nome`'s deliveries not done yet, given up or not. */
export const pendente = (nome: NomeConsumidor) =>
  and(eq(eventoEntrega.consumidor, nome), isNull(eventoEntrega.entregueEm));

/**
 * Delivers `c`'s pending events whose time has come, oldest first, each in its own transaction. Rows are
 * taken with SKIP LOCKED, so instances sharing a database never deliver one event twice to a consumer; a
 * failing event keeps its error and is tried again later without holding up the others, until it is given
 * up at LIMITE_TENTATIVAS. Answers how many were delivered.
 */
export async function entregarPendentes(db: Conn, c: Consumidor, agora: Date): Promise<number> {
  let entregues = 0;
  let depois = 0;
  for (;;) {
    const ids = await db
      .select({ id: eventoEntrega.eventoId })
      .from(eventoEntrega)
      .where(
        and(
          pendente(c.nome),
          lt(eventoEntrega.tentativas, LIMITE_TENTATIVAS),
          gt(eventoEntrega.eventoId, depois),
          or(isNull(eventoEntrega.proximaTentativa), lte(eventoEntrega.proximaTentativa, agora)),
        ),
      )
      .orderBy(asc(eventoEntrega.eventoId))
      .limit(LOTE);
    for (const { id } of ids) if (await entregarUm(db, c, id, agora)) entregues++;
    if (ids.length < LOTE) return entregues;
    // The next batch starts after this one, so a failing event is not read again in the same run.
    depois = ids[ids.length - 1].id;
  }
}

// The database's own message when a query failed (the driver wraps it with the query and its values).
const motivo = (e: unknown): string =>
  e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e);

/** Delivers one event to `c` now, whatever its next attempt says; false when taken, done or failed. */
export async function entregarUm(db: Conn, c: Consumidor, eventoId: number, agora: Date): Promise<boolean> {
  const deste = and(pendente(c.nome), eq(eventoEntrega.eventoId, eventoId));
  try {
    return await db.transaction(async (tx) => {
      const [linha] = await tx
        .select({ id: eventoEntrega.eventoId })
        .from(eventoEntrega)
        .where(deste)
        .for("update", { skipLocked: true });
      // Taken by another instance, or delivered meanwhile.
      if (!linha) return false;
      const [ev] = await tx.select().from(evento).where(eq(evento.id, eventoId));
      const { chave: _, contexto, ...resto } = ev;
      await c.tratar(tx, { ...resto, contexto: contexto ? ContextoSchema.parse(contexto) : null });
      await tx
        .update(eventoEntrega)
        .set({ entregueEm: agora, erro: null, proximaTentativa: null })
        .where(deste);
      return true;
    });
  } catch (e) {
    await db
      .update(eventoEntrega)
      .set({
        tentativas: sql`${eventoEntrega.tentativas} + 1`,
        erro: motivo(e).slice(0, 2000),
        proximaTentativa: proximaOuDesiste(agora, eventoEntrega.tentativas),
      })
      .where(deste);
    console.error(`Hub: falha ao entregar o evento ${eventoId} a ${c.nome}: ${motivo(e)}`);
    return false;
  }
}

/**
 * When to try again after a failure, `tentativas` being the failures before this one: 5 s, 10 s, 20 s… up to
 * an hour. The outbox's deliveries and the integrations' senders wait alike.
 */
export const proximaApos = (agora: Date, tentativas: AnyColumn) =>
  sql`${agora}::timestamptz + least(interval '5 seconds' * power(2, ${tentativas}), interval '1 hour')`;

/** As `proximaApos`, but none (given up) when this failure reaches LIMITE_TENTATIVAS. */
export const proximaOuDesiste = (agora: Date, tentativas: AnyColumn) =>
  sql`case when ${tentativas} + 1 >= ${LIMITE_TENTATIVAS} then null else ${proximaApos(agora, tentativas)} end`;

/** Whether `eventoId` waits for `consumidor` (failed or not yet tried). */
export async function aguarda(conn: Conn, consumidor: NomeConsumidor, eventoId: number) {
  const [r] = await conn
    .select({ id: eventoEntrega.eventoId })
    .from(eventoEntrega)
    .where(and(pendente(consumidor), eq(eventoEntrega.eventoId, eventoId)));
  return Boolean(r);
}
