import "server-only";
import { ilike, or, sql, type AnyColumn, type SQL } from "drizzle-orm";

/** `%term%` with the term's own % and _ taken literally, so "50%" searches for "50%". */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive "contains" on any of the columns; undefined (no filter) for an empty term. */
export function matchesAny(term: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const t = term?.trim();
  if (!t) return undefined;
  const pattern = containsPattern(t);
  return or(...columns.map((c) => ilike(c, pattern)));
}

// PostgreSQL's lower() leaves accented capitals alone under the C locale, so both cases are listed. Written
// into the statement as literals, not parameters: the trigram indexes on company names (migration 0024) are on
// this very expression, and the planner matches an index's expression only to one with the same constants.
const COM_ACENTO = sql.raw("'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇáàâãäéèêëíìîïóòôõöúùûüç'");
const SEM_ACENTO = sql.raw("'AAAAAEEEEIIIIOOOOOUUUUCaaaaaeeeeiiiiooooouuuuc'");
const semAcento = (valor: AnyColumn | SQL | string) => sql`translate(${valor}, ${COM_ACENTO}, ${SEM_ACENTO})`;

/**
 * Like matchesAny, and also blind to accents ("avaliacao" finds "Avaliação"), with no database extension
 * (unaccent is not in every PostgreSQL, nor in PGlite).
 */
export function matchesAnyUnaccented(
  term: string | undefined,
  columns: (AnyColumn | SQL)[],
): SQL | undefined {
  const t = term?.trim();
  if (!t) return undefined;
  const pattern = semAcento(containsPattern(t));
  return or(...columns.map((c) => sql`${semAcento(c)} ilike ${pattern}`));
}

/** `column` equal to `valor` whatever the case and accents: two names that read the same. */
export const igualSemAcento = (column: AnyColumn, valor: string): SQL =>
  sql`lower(${semAcento(column)}) = lower(${semAcento(valor)})`;

/** Alphabetical order as a reader expects it whatever the database's collation: "Câmara" before "Cooperativa". */
export const ordemSemAcento = (column: AnyColumn | SQL): SQL => sql`lower(${semAcento(column)})`;
