import "server-only";
import { inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Conn } from "../client";

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
