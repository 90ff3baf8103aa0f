import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Conn, Tx } from "../../db/client";
import { parceiro, solicitacaoParceiro } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import { paged, type Window } from "../../lib/pagination";
import { igualSemAcento, matchesAnyUnaccented } from "../../lib/search";
import type { ParceiroBody, ParceiroFiltro } from "./schemas";

const NAO_ENCONTRADO = "Parceiro não encontrado.";

const colunas = (conn: Conn) => ({
  id: parceiro.id,
  razaosocial: parceiro.razaosocial,
  objetivo: parceiro.objetivo,
  subsidio: sql<number>`${parceiro.subsidio}::float8`,
  ativo: parceiro.ativo,
  solicitacoes: conn.$count(solicitacaoParceiro, eq(solicitacaoParceiro.parceiroId, parceiro.id)),
});
const ordem = [asc(parceiro.razaosocial), asc(parceiro.id)];

/** Active partners by name: the choice of a request's co-funders. */
export const listarAtivos = (conn: Conn) =>
  conn
    .select({
      id: parceiro.id,
      razaosocial: parceiro.razaosocial,
      subsidio: sql<number>`${parceiro.subsidio}::float8`,
    })
    .from(parceiro)
    .where(eq(parceiro.ativo, true))
    .orderBy(...ordem);

/** A page of partners searched on the name (accents aside), active, inactive or both. */
export const listarParceiros = (conn: Conn, f: ParceiroFiltro, win: Window) =>
  paged(
    conn,
    () =>
      conn
        .select(colunas(conn))
        .from(parceiro)
        .where(
          and(
            matchesAnyUnaccented(f.search, [parceiro.razaosocial]),
            f.ativo === undefined ? undefined : eq(parceiro.ativo, f.ativo),
          ),
        )
        .$dynamic(),
    ordem,
    win,
  );

export async function detalharParceiro(conn: Conn, id: number) {
  const [p] = await conn.select(colunas(conn)).from(parceiro).where(eq(parceiro.id, id));
  if (!p) throw notFound(NAO_ENCONTRADO);
  return p;
}

/** Two partners never share a name, whatever its case or accents. */
async function exigirNomeLivre(tx: Tx, razaosocial: string, outroQue?: number) {
  const [mesmo] = await tx
    .select({ id: parceiro.id })
    .from(parceiro)
    .where(
      and(
        igualSemAcento(parceiro.razaosocial, razaosocial),
        outroQue === undefined ? undefined : ne(parceiro.id, outroQue),
      ),
    );
  if (mesmo) throw conflict("Já existe um parceiro com esta razão social.");
}

export async function criarParceiro(tx: Tx, b: ParceiroBody) {
  await exigirNomeLivre(tx, b.razaosocial);
  const [criado] = await tx
    .insert(parceiro)
    .values({ ...b, subsidio: b.subsidio.toFixed(2) })
    .returning({ id: parceiro.id });
  return detalharParceiro(tx, criado.id);
}

export async function atualizarParceiro(tx: Tx, id: number, b: ParceiroBody) {
  await detalharParceiro(tx, id);
  await exigirNomeLivre(tx, b.razaosocial, id);
  await tx
    .update(parceiro)
    .set({ ...b, subsidio: b.subsidio.toFixed(2) })
    .where(eq(parceiro.id, id));
  return detalharParceiro(tx, id);
}

/** Deletes a partner no request names; one in use is only deactivated, so its contracts keep their word. */
export async function removerParceiro(tx: Tx, id: number) {
  const p = await detalharParceiro(tx, id);
  if (p.solicitacoes > 0)
    throw conflict(
      `Este parceiro participa de ${p.solicitacoes} ${p.solicitacoes === 1 ? "solicitação" : "solicitações"}. Desative-o em vez de excluir.`,
    );
  await tx.delete(parceiro).where(eq(parceiro.id, id));
}
