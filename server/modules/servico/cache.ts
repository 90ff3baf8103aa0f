import "server-only";
import { eq } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { catalogoVersao } from "../../db/schema";

/** Answers kept per database at most: every spelling of a search is a key, so the least used go first. */
const MAXIMO = 500;

type Guardada = { versao: number; valor: unknown };

// Per database object (a process has one; the tests open many, whose versions may coincide).
const porBanco = new WeakMap<Conn, Map<string, Guardada>>();

/**
 * `calcular`'s answer for `chave`, kept in this process while the catalogue's version stays (migration 0027):
 * every visitor reads the catalogue, and it changes only when staff edit it. The version is read before the
 * answer, so an answer is never older than the version it is kept under; callers must not change it.
 */
export async function doCatalogo<T>(conn: Conn, chave: string, calcular: () => Promise<T>): Promise<T> {
  const [{ versao }] = await conn
    .select({ versao: catalogoVersao.versao })
    .from(catalogoVersao)
    .where(eq(catalogoVersao.id, 1));
  let guardadas = porBanco.get(conn);
  if (!guardadas) porBanco.set(conn, (guardadas = new Map()));
  const guardada = guardadas.get(chave);
  // A Map iterates in insertion order: set again, a key becomes the last one evicted.
  guardadas.delete(chave);
  if (guardada?.versao === versao) {
    guardadas.set(chave, guardada);
    return guardada.valor as T;
  }
  const valor = await calcular();
  guardadas.set(chave, { versao, valor });
  if (guardadas.size > MAXIMO) guardadas.delete(guardadas.keys().next().value!);
  return valor;
}
