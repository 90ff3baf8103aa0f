import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { tentativaLogin } from "../../db/schema";

// Failures older than this no longer count; a guesser who waits it out gets the plain speed back.
const WINDOW_MS = 15 * 60_000;
const FREE_FAILURES = 3;
const MAX_DELAY_MS = 16_000;

/** Delay before answering the next attempt: none for the first few failures, then doubling up to 16 s. */
export function delayFor(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

export const throttleKeys = (username: string, ip: string) => [
  `u:${username.trim().toLowerCase()}`,
  `ip:${ip}`,
];

export async function recentFailures(conn: Conn, keys: string[], now: Date): Promise<number> {
  const rows = await conn.select().from(tentativaLogin).where(inArray(tentativaLogin.chave, keys));
  const live = rows.filter((r) => now.getTime() - r.ultimaEm.getTime() < WINDOW_MS);
  return Math.max(0, ...live.map((r) => r.falhas));
}

export async function recordFailure(conn: Conn, keys: string[], now: Date) {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  for (const chave of keys)
    await conn
      .insert(tentativaLogin)
      .values({ chave, falhas: 1, ultimaEm: now })
      .onConflictDoUpdate({
        target: tentativaLogin.chave,
        set: {
          falhas: sql`case when ${tentativaLogin.ultimaEm} < ${windowStart.toISOString()} then 1 else ${tentativaLogin.falhas} + 1 end`,
          ultimaEm: now,
        },
      });
}

export async function clearFailures(conn: Conn, keys: string[]) {
  await conn.delete(tentativaLogin).where(inArray(tentativaLogin.chave, keys));
}
