import "server-only";
import { eq } from "drizzle-orm";
import type { Conn, Db } from "../../db/client";
import { tentativaLogin } from "../../db/schema";
import { HubError } from "../../lib/errors";
import { esgotado, tomar, type Limite } from "../../lib/limite";

// Attempts older than this no longer count; a guesser who waits it out gets the plain speed back.
const WINDOW_MS = 15 * 60_000;
const FREE_FAILURES = 3;
const MAX_DELAY_MS = 16_000;
/** Failures from one address, over every account, before that address is refused for the window. */
export const ADDRESS_LIMIT = 30;

/** Delay after an account's `attempts`-th attempt: none for the first few, then doubling up to 16 s. */
export function delayFor(attempts: number): number {
  if (attempts < FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (attempts - FREE_FAILURES), MAX_DELAY_MS);
}

/** E-mail in lower case without spaces; a CPF by its digits, however it was punctuated. */
export function normalizeLogin(username: string): string {
  const text = username.trim().toLowerCase();
  const digits = text.replace(/[.\-\s/]/g, "");
  return /^\d{11}$/.test(digits) ? digits : text;
}

/** One account, however it is spelt: the user's id when the name is known, else the normalised name. */
export const accountKey = (username: string, usuarioId: number | undefined) =>
  usuarioId === undefined ? `u:${normalizeLogin(username)}` : `u:#${usuarioId}`;
/** A device that signed in to an account before: its attempts there take turns apart from the account's. */
export const deviceKey = (dispositivoId: number) => `d:${dispositivoId}`;

const live = (ultimaEm: Date, now: Date) => now.getTime() - ultimaEm.getTime() < WINDOW_MS;

/**
 * Gives this attempt its turn on the account (or the device) and answers how long to wait for it. The count
 * and the turn move under a row lock, so parallel guesses queue behind each other instead of all reading one
 * count.
 * An account whose queue is already longer than the longest delay is refused (429) without taking a turn.
 */
export function takeTurn(db: Db, chave: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // One statement inserts the row or locks the one there. An insert and then SELECT … FOR UPDATE left a gap
    // in which a correct sign-in could delete the row (clearTurns), and the select found nothing (issue 43).
    const [row] = await tx
      .insert(tentativaLogin)
      .values({ chave, falhas: 0, ultimaEm: now })
      .onConflictDoUpdate({ target: tentativaLogin.chave, set: { chave } })
      .returning();
    const fresh = live(row.ultimaEm, now) && row.falhas > 0;
    const attempts = fresh ? row.falhas + 1 : 1;
    const turn = Math.max(now.getTime(), fresh ? (row.liberadaEm?.getTime() ?? 0) : 0);
    const wait = turn - now.getTime();
    if (wait > MAX_DELAY_MS)
      throw new HubError(
        429,
        "Muitas tentativas de acesso a esta conta. Aguarde alguns segundos e tente de novo.",
      );
    await tx
      .update(tentativaLogin)
      .set({ falhas: attempts, ultimaEm: now, liberadaEm: new Date(turn + delayFor(attempts)) })
      .where(eq(tentativaLogin.chave, chave));
    return wait;
  });
}

/**
 * An address's failures over every account, counted by the portal's one window counter: past ADDRESS_LIMIT in
 * the window the address is refused (a device known to the account is not held to it: `login`).
 */
export const limiteDoEndereco = (ip: string): Limite => ({
  chave: `login:ip:${ip}`,
  max: ADDRESS_LIMIT,
  janelaMs: WINDOW_MS,
  mensagem: "Muitas tentativas de acesso a partir deste endereço. Aguarde alguns minutos e tente de novo.",
});

/** Refuses an address that failed too often in the window, whichever accounts it tried. */
export async function checkAddress(conn: Conn, ip: string, now: Date) {
  const limite = limiteDoEndereco(ip);
  if (await esgotado(conn, limite, now)) throw new HubError(429, limite.mensagem!);
}

/** Counts a failure from the address (one past the limit changes nothing: the address is refused already). */
export async function recordAddressFailure(conn: Conn, ip: string, now: Date) {
  await tomar(conn, limiteDoEndereco(ip), now);
}

/** After a correct password: the turns it took (an account's, or a device's) start again from none. */
export async function clearTurns(conn: Conn, chave: string) {
  await conn.delete(tentativaLogin).where(eq(tentativaLogin.chave, chave));
}
