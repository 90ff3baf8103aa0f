import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Conn } from "../client";
import { grupo, usuario, usuarioGrupo } from "../schema";
import type { AuthUser } from "../../lib/context";
import { DocumentoPdf } from "../../lib/pdf";

/** Splits rows so a single INSERT stays well under the 65 535 bind-parameter limit. */
export function chunks<T>(rows: T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Maps a natural key to the row id, for the given keys (all rows when `keys` is omitted). */
export async function idsBy<K extends string>(
  db: Conn,
  table: PgTable & { id: PgColumn },
  key: PgColumn,
  keys?: readonly K[],
): Promise<Map<K, number>> {
  if (keys && keys.length === 0) return new Map();
  const query = db.select({ id: table.id, key: key }).from(table);
  const rows = await (keys ? query.where(inArray(key, [...keys])) : query);
  return new Map(rows.map((r) => [r.key as K, r.id as number]));
}

/** The id of a key that must exist (seeded earlier): a missing one is a bug in the seed data. */
export function need<K>(map: Map<K, number>, key: K, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed: ${what} "${String(key)}" não encontrado`);
  return id;
}

/** A demo account as the services see a signed-in user. */
export async function quem(db: Conn, email: string): Promise<AuthUser> {
  const [u] = await db.select().from(usuario).where(eq(usuario.email, email));
  const grupos = await db
    .select({ id: grupo.id, name: grupo.name })
    .from(grupo)
    .innerJoin(usuarioGrupo, eq(usuarioGrupo.grupoId, grupo.id))
    .where(eq(usuarioGrupo.usuarioId, u.id));
  return { id: u.id, nome: u.nome, sobrenome: u.sobrenome, email: u.email, groups: grupos, tokenId: 0 };
}

/** A one-page PDF with a title and a paragraph, as a File the services take (a proof, a certificate…). */
export async function documento(nome: string, titulo: string, texto: string, agora: Date) {
  const doc = await DocumentoPdf.criar(titulo, agora);
  doc.titulo(titulo).paragrafo(texto);
  return new File([await doc.salvar()], `${nome}.pdf`, { type: "application/pdf" });
}
