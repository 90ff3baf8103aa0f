import "server-only";
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Conn } from "../../db/client";
import { cidade, estado } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { paged, type Window } from "../../lib/pagination";
import { matchesAny } from "../../lib/search";

type Id = AnyPgColumn<{ data: number; notNull: true }>;
type Texto = AnyPgColumn<{ data: string; notNull: true }> | SQL<string>;

/** Where an option list comes from: its table, id, label (a column or an expression) and filter. */
export type FonteOpcao = { table: PgTable; id: Id; descricao: Texto; where?: SQL };

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

export const listEstados = (conn: Conn) =>
  conn
    .select({ id: estado.id, sigla: estado.sigla, nome: estado.nome })
    .from(estado)
    .orderBy(asc(estado.nome));

/** The cities of a state given by id or UF, by name; an unknown state is a 400 on `estado`. */
export async function listCidades(conn: Conn, uf: number | string) {
  const [found] = await conn
    .select({ id: estado.id })
    .from(estado)
    .where(typeof uf === "number" ? eq(estado.id, uf) : eq(estado.sigla, uf));
  if (!found) throw badRequest("Dados inválidos.", { estado: ["Estado não encontrado."] });
  return conn
    .select({ id: cidade.id, nome: cidade.nome })
    .from(cidade)
    .where(eq(cidade.estadoId, found.id))
    .orderBy(asc(cidade.nome), asc(cidade.id));
}
