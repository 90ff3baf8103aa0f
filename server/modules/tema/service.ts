import "server-only";
import { asc, count, eq } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { subtema, tema } from "../../db/schema";

export const listTemas = (conn: Conn) =>
  conn.select({ id: tema.id, descricao: tema.descricao }).from(tema).orderBy(asc(tema.descricao));

/** Every theme with how many subthemes it has, by name. */
export const listTemasInterno = (conn: Conn) =>
  conn
    .select({ id: tema.id, descricao: tema.descricao, subtemas: count(subtema.id) })
    .from(tema)
    .leftJoin(subtema, eq(subtema.temaId, tema.id))
    .groupBy(tema.id)
    .orderBy(asc(tema.descricao));

/** Subthemes with their theme, by theme then subtheme; only one theme's when `temaId` is given. */
export async function listSubtemas(conn: Conn, temaId?: number) {
  const rows = await conn
    .select({
      id: subtema.id,
      descricao: subtema.descricao,
      temaId: tema.id,
      temaDescricao: tema.descricao,
    })
    .from(subtema)
    .innerJoin(tema, eq(tema.id, subtema.temaId))
    .where(temaId ? eq(subtema.temaId, temaId) : undefined)
    .orderBy(asc(tema.descricao), asc(subtema.descricao));
  return rows.map(({ temaId: id, temaDescricao: descricao, ...r }) => ({ ...r, tema: { id, descricao } }));
}
