import "server-only";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Conn } from "../../db/client";
import type { AuthUser } from "../../lib/context";

/** What each query of a dashboard reads: the database, who asks (their scope) and the clock. */
export type Leitura = { db: Conn; user: AuthUser; now: Date };

/**
 * A dashboard: its parts by name, each ONE SQL statement over the caller's scope (no query per row). The
 * call answers them all; the benchmark (scripts/bench/dash.ts) times each part on its own.
 */
export type Painel = Record<string, (l: Leitura) => Promise<unknown>>;

export type Resultado<P extends Painel> = { [K in keyof P]: Awaited<ReturnType<P[K]>> };

/** Runs every part of `painel` (side by side where the driver allows) and answers them by name. */
export async function montarPainel<P extends Painel>(painel: P, l: Leitura): Promise<Resultado<P>> {
  const partes = Object.entries(painel);
  const valores = await Promise.all(partes.map(([, ler]) => ler(l)));
  return Object.fromEntries(partes.map(([nome], i) => [nome, valores[i]])) as Resultado<P>;
}

/** numeric and bigint sums arrive as text: a number of reais, 0 for none. */
export const reais = (valor: string | number | null) => Number(valor ?? 0);

/** Days as a number with one decimal (a median of stays), or null when there is nothing to measure. */
export const dias = (valor: string | number | null) =>
  valor === null ? null : Math.round(Number(valor) * 10) / 10;

/** How many rows of the query `onde` holds for, as a column: several counts read in one pass. */
export const contar = (onde: SQL) => sql<number>`(count(*) filter (where ${onde}))::int`;

/** A count by a query of its own, as a column of another (a scalar subquery): still one statement. */
export const escalar = (consulta: SQLWrapper) => sql<number>`(${consulta})::int`;
