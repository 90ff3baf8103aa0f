import "server-only";
import { sql } from "drizzle-orm";
import type { Conn, Db, Tx } from "../../db/client";
import { notificacao } from "../../db/schema";
import { entregarPendentes, type Consumidor, type EventoLido } from "../../lib/evento";
import { LINK, REGRAS, type Lado } from "./regras";

/** The channel a delivery NOTIFYs with the ids of the users who got something (server/db/client.ts). */
export const CANAL = "hub_notificacao";
const LADOS: readonly Lado[] = ["cliente", "prestador", "equipe", "admin", "avaliador"];

/**
 * The notifications of one event: one per user told, the first side that names a user winning. The texts
 * and links come from the event's snapshot; who is told is read now (a user who left a company is not).
 */
export async function notificacoesDe(conn: Conn, ev: EventoLido) {
  const regra = REGRAS[`${ev.entidade}.${ev.acao}`];
  const c = ev.contexto;
  if (!regra || !c) return [];
  const linhas = new Map<number, typeof notificacao.$inferInsert>();
  for (const lado of LADOS) {
    const quem = regra.para[lado];
    if (!quem) continue;
    for (const usuarioId of await quem(conn, c, ev))
      // Nobody is told of what they did themselves.
      if (usuarioId !== ev.usuarioId && !linhas.has(usuarioId))
        linhas.set(usuarioId, {
          usuarioId,
          eventoId: ev.id,
          tipo: regra.tipo,
          titulo: regra.titulo,
          texto: (regra.textoPara?.[lado] ?? regra.texto)(c, ev),
          link: (regra.link?.[lado] ?? LINK[lado])(c),
          entidade: ev.entidade,
          entidadeId: ev.entidadeId,
          dtainclusao: ev.dtainclusao,
        });
  }
  return [...linhas.values()];
}

/** Notifications as a consumer of the outbox: the users told are NOTIFYed when the delivery commits. */
export const NOTIFICACOES: Consumidor = {
  nome: "notificacao",
  async tratar(tx: Tx, ev: EventoLido) {
    const linhas = await notificacoesDe(tx, ev);
    if (linhas.length) await tx.insert(notificacao).values(linhas).onConflictDoNothing();
    const usuarios = [...new Set(linhas.map((l) => l.usuarioId))];
    if (usuarios.length) await tx.execute(sql`select pg_notify(${CANAL}, ${usuarios.join(",")})`);
  },
};

/** Delivers the notifications of the pending events; a transition never waits for this. */
export const entregarEventos = (db: Db, agora: Date) => entregarPendentes(db, NOTIFICACOES, agora);
