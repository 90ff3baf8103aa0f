import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Conn } from "../db/client";
import { limiteTentativa } from "../db/schema";
import { HubError } from "./errors";

/**
 * At most `max` attempts under `chave` in a window of `janelaMs` that starts with the first attempt; the first one
 * after it ends starts a new window. Keys name what they count and whose it is: "pagamento:link:12", "login:ip:10.0.0.1".
 */
export type Limite = {
  chave: string;
  max: number;
  janelaMs: number;
  /** What a refusal by this limit says, in place of exigirLimites' own. */
  mensagem?: string;
};

/**
 * Takes one attempt of `limite`: answers how many the window holds with it (1 to max), or null when it already
 * held `max`, and then nothing is taken. One statement, INSERT … ON CONFLICT DO UPDATE … WHERE: PostgreSQL
 * inserts or updates atomically and holds the row's lock to the end of the caller's transaction, so attempts
 * made at once each count after the other and never more than `max` pass. Nothing is read apart from the write,
 * so there is no moment where another statement (a `liberar`, a new window) could change the row in between.
 */
export async function tomar(conn: Conn, limite: Limite, now: Date): Promise<number | null> {
  const expiraEm = new Date(now.getTime() + limite.janelaMs);
  const t = limiteTentativa;
  const vencida = sql`${t.expiraEm} <= ${now.toISOString()}`;
  const [linha] = await conn
    .insert(t)
    .values({ chave: limite.chave, tentativas: 1, expiraEm })
    .onConflictDoUpdate({
      target: t.chave,
      set: {
        tentativas: sql`case when ${vencida} then 1 else ${t.tentativas} + 1 end`,
        expiraEm: sql`case when ${vencida} then excluded.expira_em else ${t.expiraEm} end`,
      },
      setWhere: sql`${vencida} or ${t.tentativas} < ${limite.max}`,
    })
    .returning({ tentativas: t.tentativas });
  return linha && linha.tentativas <= limite.max ? linha.tentativas : null;
}

/**
 * Takes one attempt of each of `limites`, in order, or refuses with 429 and its message (else `mensagem`) at the
 * first one that is spent. In a transaction, a refusal rolls back what the limits before it took. Answers each one's count.
 */
export async function exigirLimites(conn: Conn, limites: Limite[], now: Date, mensagem: string) {
  const contagens: number[] = [];
  for (const limite of limites) {
    const n = await tomar(conn, limite, now);
    if (n === null) throw new HubError(429, limite.mensagem ?? mensagem);
    contagens.push(n);
  }
  return contagens;
}

/** Whether `limite` is spent now: a read, taking nothing (a page that says it before anyone tries). */
export async function esgotado(conn: Conn, limite: Limite, now: Date): Promise<boolean> {
  const [linha] = await conn
    .select({ tentativas: limiteTentativa.tentativas, expiraEm: limiteTentativa.expiraEm })
    .from(limiteTentativa)
    .where(eq(limiteTentativa.chave, limite.chave));
  return !!linha && linha.expiraEm > now && linha.tentativas >= limite.max;
}

/** Forgets the attempts under `chave` (a success that should not count against the next ones). */
export async function liberar(conn: Conn, chave: string) {
  await conn.delete(limiteTentativa).where(eq(limiteTentativa.chave, chave));
}
