import "server-only";
import type { OpenAPIHono, z } from "@hono/zod-openapi";
import type { SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { hojeEmSaoPaulo } from "@/lib/dia";
import type { Acao } from "../authz/acoes";
import type { Conn } from "../db/client";
import type { AuthUser, HubEnv } from "./context";
import { arquivo, leitura } from "./endpoint";
import type { Window } from "./pagination";
import { planilhaEmStream, XLSX, type Coluna } from "./xlsx";

/** How many rows an export reads at a time: each batch is written out before the next is read. */
export const LOTE = 500;

/** Every row `ler` gives, window after window of `tamanho`, until one comes short. */
export async function* emLotes<L extends unknown[]>(ler: (win: Window) => PromiseLike<L>, tamanho = LOTE) {
  for (let offset = 0; ; offset += tamanho) {
    const lote = await ler({ limit: tamanho, offset });
    if (lote.length) yield lote;
    if (lote.length < tamanho) return;
  }
}

/** A list's select, as `lotesDe` windows it. */
type Ordenavel<R> = {
  orderBy: (...ordem: (AnyPgColumn | SQL)[]) => {
    limit: (n: number) => { offset: (n: number) => PromiseLike<R[]> };
  };
};

/**
 * The rows of a list's query (the one `paged` pages), all of them, in batches: the list and its export share
 * the query, so the export holds exactly the rows the list shows. `ordem` ends with a unique column, so the
 * windows follow one another.
 */
export const lotesDe = <R>(query: () => Ordenavel<R>, ordem: (AnyPgColumn | SQL)[], tamanho = LOTE) =>
  emLotes((win) => query().orderBy(...ordem).limit(win.limit).offset(win.offset), tamanho);

/** The words of the sheet's name and total line: "Parceiros", "parceiro"/"parceiros". */
type Nome = { singular: string; plural: string };

export const totalDe = (nome: Nome) => (n: number) =>
  `Total: ${n} ${(n === 1 ? nome.singular : nome.plural).toLowerCase()}`;

/**
 * GET `path`: every row a back-office list's filters pick (all pages: the list's page and size are ignored),
 * as an XLSX written while it is sent. It takes the list's own query schema and action, so the same URL that
 * filters the list exports it, and whoever reads the list may export it.
 */
export function exportacao<Q extends z.ZodObject, T>(
  router: OpenAPIHono<HubEnv>,
  p: {
    path: `/${string}/`;
    acao: Acao;
    tags: string[];
    query: Q;
    /** The file's name, without the day and extension: "parceiros" → parceiros-2026-12-06.xlsx. */
    arquivo: string;
    nome: Nome;
    /** Declared before the columns, which take their row's type from it. */
    lotes: (conn: Conn, query: z.infer<Q>, user: AuthUser) => AsyncIterable<T[]>;
    colunas: readonly Coluna<T>[];
  },
) {
  leitura(
    router,
    { path: p.path, acao: p.acao, tags: p.tags, query: p.query },
    arquivo(`${p.nome.plural} (XLSX)`, XLSX),
    async ({ db, query, user, now }) =>
      planilhaEmStream({
        arquivo: `${p.arquivo}-${hojeEmSaoPaulo(now)}.xlsx`,
        aba: p.nome.plural,
        colunas: p.colunas,
        lotes: p.lotes(db, query as z.infer<Q>, user as AuthUser),
        total: totalDe(p.nome),
      }),
  );
}
