import "server-only";
import { z } from "@hono/zod-openapi";
import { and, asc, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Conn } from "../db/client";
import { PaginationQuery, paged, paginatedSchema, type Window } from "./pagination";
import { matchesAny } from "./search";

type Id = AnyPgColumn<{ data: number; notNull: true }>;
type Texto = AnyPgColumn<{ data: string; notNull: true }> | SQL<string>;

/** Where an option list comes from: its table, id, label (a column or an expression) and filter. */
export type FonteOpcao = { table: PgTable; id: Id; descricao: Texto; where?: SQL };

/** `{id, descricao}`: every short option list (simple lists, genders, target audiences, units…). */
export const OpcaoSchema = z.object({ id: z.number().int(), descricao: z.string() }).openapi("Opcao");

export const OpcaoPage = paginatedSchema(OpcaoSchema, "OpcaoPagina");

/** A page of a list searched on its labels. */
export const SearchQuery = PaginationQuery.extend({ search: z.string().max(120).optional() }).strict();

/** `[{id, descricao}]` of a table, by label: every short unpaginated option list. */
export const opcoes = (conn: Conn, f: FonteOpcao) =>
  conn
    .select({ id: f.id, descricao: f.descricao })
    .from(f.table)
    .where(f.where)
    .orderBy(asc(f.descricao), asc(f.id));

/** A page of `{id, descricao}` searched on the label: the simple lists. */
export const opcoesPaginadas = (conn: Conn, f: FonteOpcao, search: string | undefined, win: Window) =>
  paged(
    conn,
    () =>
      conn
        .select({ id: f.id, descricao: f.descricao })
        .from(f.table)
        .where(and(f.where, matchesAny(search, [f.descricao])))
        .$dynamic(),
    [asc(f.descricao), asc(f.id)],
    win,
  );
