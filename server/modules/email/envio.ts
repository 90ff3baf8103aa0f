import "server-only";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailMensagem } from "../../db/schema";
import type { DriverEmail, Envelope } from "./driver";

/** Attempts before the sender gives up on a message (about 85 minutes of retries), keeping its error. */
export const MAX_TENTATIVAS = 10;
/**
 * How long a sender holds a message while it talks to the mail server: a process that dies meanwhile
 * leaves it to be taken again after this (sent at least once; the same Message-ID marks a repeat).
 */
const RESERVA_MS = 120_000;

const m = emailMensagem;

/**
 * Takes the oldest message due, holding it for RESERVA_MS: one statement with SKIP LOCKED, so two instances
 * never take the same message, and no transaction stays open during the call to the mail server.
 */
async function reservar(db: Db, agora: Date): Promise<Envelope | null> {
  const devido = db
    .select({ id: m.id })
    .from(m)
    .where(
      and(
        isNull(m.enviadoEm),
        isNull(m.desistidoEm),
        or(isNull(m.proximaTentativa), lte(m.proximaTentativa, agora)),
        or(isNull(m.reservadoAte), lt(m.reservadoAte, agora)),
      ),
    )
    .orderBy(asc(m.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [r] = await db
    .update(m)
    .set({ reservadoAte: new Date(agora.getTime() + RESERVA_MS) })
    .where(inArray(m.id, devido))
    .returning({ id: m.id, para: m.para, assunto: m.assunto, texto: m.texto, html: m.html });
  return r ?? null;
}

const motivo = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 2000);

/**
 * Sends the messages due through `driver`, one at a time, each outside any transaction; a failure is
 * tried again with capped exponential backoff (5 s, 10 s, 20 s… up to an hour) until MAX_TENTATIVAS,
 * keeping the last error. Answers how many were sent.
 */
export async function enviarFila(db: Db, driver: DriverEmail, agora: Date): Promise<number> {
  let enviados = 0;
  for (;;) {
    const msg = await reservar(db, agora);
    if (!msg) return enviados;
    try {
      await driver.enviar(msg);
      await db
        .update(m)
        .set({ enviadoEm: agora, erro: null, reservadoAte: null, proximaTentativa: null })
        .where(eq(m.id, msg.id));
      enviados++;
    } catch (e) {
      await db
        .update(m)
        .set({
          tentativas: sql`${m.tentativas} + 1`,
          erro: motivo(e),
          reservadoAte: null,
          proximaTentativa: sql`${agora}::timestamptz + least(interval '5 seconds' * power(2, ${m.tentativas}), interval '1 hour')`,
          desistidoEm: sql`case when ${m.tentativas} + 1 >= ${MAX_TENTATIVAS} then ${agora}::timestamptz end`,
        })
        .where(eq(m.id, msg.id));
      console.error(`Hub: falha ao enviar o e-mail ${msg.id} por ${driver.nome}: ${motivo(e)}`);
    }
  }
}
