import "server-only";
import { ilike, or, type AnyColumn, type SQL } from "drizzle-orm";

/** `%term%` with the term's own % and _ taken literally, so "50%" searches for "50%". */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive "contains" on any of the columns; undefined (no filter) for an empty term. */
export function matchesAny(term: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const t = term?.trim();
  if (!t) return undefined;
  const pattern = containsPattern(t);
  return or(...columns.map((c) => ilike(c, pattern)));
}
