import "server-only";
import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Conn, Db } from "../../db/client";
import { evento, notificacao } from "../../db/schema";
import { casoDe, type Evento } from "./caso";
import { LINK, REGRAS, type Lado } from "./regras";

/** The channel a delivery NOTIFYs with the ids of the users who got something (server/db/client.ts). */
export const CANAL = "hub_notificacao";
const LOTE = 50;
const LADOS: readonly Lado[] = ["cliente", "prestador", "equipe", "admin"];

/** The notifications of one event: one per user told, the first side that names a user winning. */
export async function notificacoesDe(conn: Conn, ev: Evento) {
  const regra = REGRAS[`${ev.entidade}.${ev.acao}`];
  if (!regra) return [];
  const caso = await casoDe(conn, ev);
  if (!caso) return [];
  const linhas = new Map<number, typeof notificacao.$inferInsert>();
  for (const lado of LADOS) {
    const quem = regra.para[lado];
    if (!quem) continue;
    for (const usuarioId of await quem(conn, caso, ev))
      // Nobody is told of what they did themselves.
      if (usuarioId !== ev.usuarioId && !linhas.has(usuarioId))
        linhas.set(usuarioId, {
          usuarioId,
          eventoId: ev.id,
          tipo: regra.tipo,
          titulo: regra.titulo,
          texto: regra.texto(caso, ev),
          link: (regra.link?.[lado] ?? LINK[lado])(caso),
          entidade: ev.entidade,
          entidadeId: ev.entidadeId,
          dtainclusao: ev.dtainclusao,
        });
  }
  return [...linhas.values()];
}

/**
 * Delivers the outbox's pending events, oldest first, each in its own transaction: its notifications are
 * written and the event marked delivered together, and the users told are NOTIFYed at commit. Rows are
 * taken with SKIP LOCKED, so instances sharing a database never deliver one event twice. A failing event
 * keeps its error and is tried again later without holding up the others; a transition
 * never waits for any of this. Answers how many events were delivered.
 */
export async function entregarEventos(db: Db, agora: Date): Promise<number> {
  let entregues = 0;
  for (;;) {
    const ids = await db
      .select({ id: evento.id })
      .from(evento)
      .where(
        and(
          isNull(evento.entregueEm),
          or(isNull(evento.proximaTentativa), lte(evento.proximaTentativa, agora)),
        ),
      )
      .orderBy(asc(evento.id))
      .limit(LOTE);
    if (!ids.length) return entregues;
    for (const { id } of ids) if (await entregarUm(db, id, agora)) entregues++;
    if (ids.length < LOTE) return entregues;
  }
}

// The database's own message when a query failed (the driver wraps it with the query and its values).
const motivo = (e: unknown): string =>
  e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e);

async function entregarUm(db: Db, id: number, agora: Date): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const [ev] = await tx
        .select()
        .from(evento)
        .where(and(eq(evento.id, id), isNull(evento.entregueEm)))
        .for("update", { skipLocked: true });
      // Taken by another instance, or delivered meanwhile.
      if (!ev) return false;
      const linhas = await notificacoesDe(tx, ev);
      if (linhas.length) await tx.insert(notificacao).values(linhas).onConflictDoNothing();
      await tx
        .update(evento)
        .set({ entregueEm: agora, erro: null, proximaTentativa: null })
        .where(eq(evento.id, id));
      const usuarios = [...new Set(linhas.map((l) => l.usuarioId))];
      if (usuarios.length) await tx.execute(sql`select pg_notify(${CANAL}, ${usuarios.join(",")})`);
      return true;
    });
  } catch (e) {
    const tentativas = sql`${evento.tentativas} + 1`;
    await db
      .update(evento)
      .set({
        tentativas,
        erro: motivo(e).slice(0, 2000),
        // Waits 5 s, 10 s, 20 s… up to an hour before the next try.
        proximaTentativa: sql`${agora}::timestamptz + least(interval '5 seconds' * power(2, ${evento.tentativas}), interval '1 hour')`,
      })
      .where(eq(evento.id, id));
    console.error(`Hub: falha ao entregar o evento ${id}: ${motivo(e)}`);
    return false;
  }
}
