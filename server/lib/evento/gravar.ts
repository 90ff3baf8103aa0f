import "server-only";
import { inArray } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { evento, eventoEntrega } from "../../db/schema";
import { esquemaDoEvento } from "./catalogo";
import { CONSUMIDORES } from "./consumidores";
import { contextoDe, type Objeto } from "./contexto";

export type NovoEvento = Objeto & {
  acao: string;
  /** Null for what the portal does by itself (an alert, a deadline). */
  usuarioId: number | null;
  /** The facts, checked against the catalogue. */
  dados: Record<string, unknown>;
  /** An event that must happen once only: a second one with this key is not written. */
  chave?: string;
  dtainclusao?: Date;
};

/**
 * Writes an event in the caller's transaction: its facts (checked by the catalogue), the snapshot of what
 * it is about, and one pending delivery per consumer. Answers the event's id, or null when its `chave`
 * was already taken.
 */
export async function gravarEvento(conn: Conn, e: NovoEvento): Promise<number | null> {
  const payload = esquemaDoEvento(e.entidade, e.acao).parse(e.dados) as Record<string, unknown>;
  const contexto = await contextoDe(conn, e);
  const [novo] = await conn
    .insert(evento)
    .values({
      entidade: e.entidade,
      entidadeId: e.entidadeId,
      acao: e.acao,
      usuarioId: e.usuarioId,
      payload,
      contexto,
      chave: e.chave,
      ...(e.dtainclusao ? { dtainclusao: e.dtainclusao } : {}),
    })
    .onConflictDoNothing({ target: evento.chave })
    .returning({ id: evento.id });
  if (!novo) return null;
  await conn
    .insert(eventoEntrega)
    .values(CONSUMIDORES.map((consumidor) => ({ consumidor, eventoId: novo.id })));
  return novo.id;
}

/** The keys among `chaves` already taken by an event, so a job does not snapshot what it will not write. */
export async function chavesGravadas(conn: Conn, chaves: string[]): Promise<Set<string>> {
  if (!chaves.length) return new Set();
  const r = await conn.select({ chave: evento.chave }).from(evento).where(inArray(evento.chave, chaves));
  return new Set(r.map((x) => x.chave!));
}
