import "server-only";
import { z } from "@hono/zod-openapi";
import type { SQL } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Conn } from "../db/client";
import { MAX_LINHAS_PAGINADAS } from "@/lib/constants";
import { badRequest } from "./errors";

export const PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;

// Bounded, with plain messages: zod's own ("Grande demais: … <= 9007199254740991") mean nothing to users.
const MAX_PAGE = 100_000;
const FORA_DO_INTERVALO = "Página fora do intervalo.";

export const PaginationQuery = z.object({
  page: z.coerce
    .number({ error: "Informe o número da página." })
    .int("Informe o número da página.")
    .min(1, "As páginas começam em 1.")
    .max(MAX_PAGE, FORA_DO_INTERVALO)
    .default(1),
  page_size: z.coerce
    .number({ error: "Informe quantos itens por página." })
    .int("Informe quantos itens por página.")
    .min(1, "Peça ao menos 1 item por página.")
    .max(MAX_PAGE_SIZE, `Peça no máximo ${MAX_PAGE_SIZE} itens por página.`)
    .optional(),
});
export type PaginationQuery = z.infer<typeof PaginationQuery>;

/** `{count, next, previous, results}` around a list of items. */
export const paginatedSchema = <T extends z.ZodType>(item: T, name: string) =>
  z
    .object({
      count: z.number().int(),
      next: z.string().nullable(),
      previous: z.string().nullable(),
      results: z.array(item),
    })
    .openapi(name);

export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** How deep a list may be paged (lib/constants.ts says why); the lists offer no page beyond it. */
export const MAX_OFFSET = MAX_LINHAS_PAGINADAS;

/** The rows of the requested page; 400 past MAX_OFFSET. */
export function pageWindow(q: PaginationQuery, defaultSize = PAGE_SIZE) {
  const size = q.page_size ?? defaultSize;
  const offset = (q.page - 1) * size;
  if (offset >= MAX_OFFSET)
    throw badRequest(`Só as primeiras ${MAX_OFFSET} linhas podem ser paginadas; use os filtros.`, {
      page: [FORA_DO_INTERVALO],
    });
  return { limit: size, offset, size, page: q.page };
}

/** Builds the page; `next`/`previous` are the request URL with only `page` changed. */
export function toPage<T>(
  url: string,
  win: { page: number; size: number },
  count: number,
  results: T[],
): Page<T> {
  const link = (page: number) => {
    const u = new URL(url);
    u.searchParams.set("page", String(page));
    return u.pathname + u.search;
  };
  return {
    count,
    next: win.page * win.size < Math.min(count, MAX_OFFSET) ? link(win.page + 1) : null,
    previous: win.page > 1 ? link(Math.min(win.page - 1, Math.max(1, Math.ceil(count / win.size)))) : null,
    results,
  };
}

/** Runs a list query for the requested window and wraps it as a page: the body of every list route. */
export async function pageOf<T>(
  url: string,
  q: PaginationQuery,
  list: (win: { limit: number; offset: number }) => Promise<{ count: number; results: T[] }>,
  defaultSize = PAGE_SIZE,
): Promise<Page<T>> {
  const win = pageWindow(q, defaultSize);
  const { count, results } = await list(win);
  return toPage(url, win, count, results);
}

export type Window = { limit: number; offset: number };

/**
 * A page of any list query: its total (the same query, counted) and the rows of the window, in `order`.
 * `query` is called twice, so each call must build a fresh query without order or limit.
 */
export async function paged<Q extends PgSelect>(
  conn: Conn,
  query: () => Q,
  order: (AnyPgColumn | SQL)[],
  win: Window,
): Promise<{ count: number; results: Awaited<Q> }> {
  const total = await conn.$count(query().as("q"));
  const results = (await query()
    .orderBy(...order)
    .limit(win.limit)
    .offset(win.offset)) as Awaited<Q>;
  return { count: total, results };
}
