import "server-only";
import { and, asc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { emailMensagem, emailTentativa } from "../../db/schema";
import { proximaApos } from "../../lib/evento";
import type { DriverEmail, Envelope } from "./driver";

/** Attempts before the sender gives up on a message (about 85 minutes of retries), keeping its error. */
export const MAX_TENTATIVAS = 10;
/**
 * How long a sender holds a message while it talks to the mail server: a process that dies meanwhile
 * leaves it to be taken again after this (sent at least once; the same Message-ID marks a repeat).
 */
const RESERVA_MS = 120_000;

const m = emailMensagem;
/** Not sent, and not given up. */
export const pendente = and(isNull(m.enviadoEm), isNull(m.desistidoEm));

/**
 * Takes the oldest message due (or message `id`, due or not, when given), holding it for RESERVA_MS and
 * recording the attempt: SKIP LOCKED, so two instances never take the same message, and no transaction
 * stays open during the call to the mail server.
 */
async function reservar(db: Conn, agora: Date, id?: number) {
  return db.transaction(async (tx) => {
    const livre = or(isNull(m.reservadoAte), lt(m.reservadoAte, agora));
    const [r] = await tx
      .select({ id: m.id, para: m.para, assunto: m.assunto, texto: m.texto, html: m.html })
      .from(m)
      .where(
        id === undefined
          ? and(pendente, or(isNull(m.proximaTentativa), lte(m.proximaTentativa, agora)), livre)
          : and(eq(m.id, id), isNull(m.enviadoEm), livre),
      )
      .orderBy(asc(m.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!r) return null;
    await tx
      .update(m)
      .set({ reservadoAte: new Date(agora.getTime() + RESERVA_MS) })
      .where(eq(m.id, r.id));
    const [t] = await tx
      .insert(emailTentativa)
      .values({ emailId: r.id, inicio: agora })
      .returning({ id: emailTentativa.id });
    return { envelope: r as Envelope, tentativa: t.id };
  });
}

const motivo = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 2000);

/** Sends one taken message through `driver` and records how it went; true when the server accepted it. */
async function enviarReservada(
  db: Conn,
  driver: DriverEmail,
  agora: Date,
  { envelope: msg, tentativa }: NonNullable<Awaited<ReturnType<typeof reservar>>>,
) {
  try {
    await driver.enviar(msg);
  } catch (e) {
    await db.transaction(async (tx) => {
      await tx
        .update(emailTentativa)
        .set({ fim: agora, ok: false, erro: motivo(e) })
        .where(eq(emailTentativa.id, tentativa));
      await tx
        .update(m)
        .set({
          tentativas: sql`${m.tentativas} + 1`,
          erro: motivo(e),
          reservadoAte: null,
          proximaTentativa: proximaApos(agora, m.tentativas),
          desistidoEm: sql`case when ${m.tentativas} + 1 >= ${MAX_TENTATIVAS} then ${agora}::timestamptz end`,
        })
        .where(eq(m.id, msg.id));
    });
    console.error(`Hub: falha ao enviar o e-mail ${msg.id} por ${driver.nome}: ${motivo(e)}`);
    return false;
  }
  await db.transaction(async (tx) => {
    await tx.update(emailTentativa).set({ fim: agora, ok: true }).where(eq(emailTentativa.id, tentativa));
    await tx
      .update(m)
      .set({ enviadoEm: agora, erro: null, reservadoAte: null, proximaTentativa: null, desistidoEm: null })
      .where(eq(m.id, msg.id));
  });
  return true;
}

/**
 * Sends the messages due through `driver`, one at a time, each outside any transaction; a failure is
 * tried again with capped exponential backoff (5 s, 10 s, 20 s… up to an hour) until MAX_TENTATIVAS,
 * keeping the last error. Answers how many were sent.
 */
export async function enviarFila(db: Conn, driver: DriverEmail, agora: Date): Promise<number> {
  let enviados = 0;
  for (;;) {
    const r = await reservar(db, agora);
    if (!r) return enviados;
    if (await enviarReservada(db, driver, agora, r)) enviados++;
  }
}

/** Sends message `id` now, due or not, unless it is sent or another sender holds it; true when it went. */
export async function enviarEmail(db: Conn, id: number, agora: Date, driver: DriverEmail) {
  const r = await reservar(db, agora, id);
  return r ? enviarReservada(db, driver, agora, r) : false;
}

/**
 * An administrator's resend of message `id` not sent yet (given up, failing or waiting): tried now, from zero
 * attempts; failing again, it is retried by itself.
 */
export async function reenviarEmail(db: Conn, id: number, agora: Date, driver: DriverEmail) {
  await db
    .update(m)
    .set({ tentativas: 0, desistidoEm: null, proximaTentativa: agora })
    .where(and(eq(m.id, id), isNull(m.enviadoEm)));
  return enviarEmail(db, id, agora, driver);
}
