import "server-only";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Conn, Tx } from "../../db/client";
import { parceiro, solicitacaoParceiro } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { lotesDe } from "../../lib/exportacao";
import { paged, type Window } from "../../lib/pagination";
import { igualSemAcento, matchesAnyUnaccented, ordemSemAcento } from "../../lib/search";
import type { ParceiroBody, ParceiroFiltro } from "./schemas";

const NAO_ENCONTRADO = "Parceiro não encontrado.";
/** Serialises the writes of partners' names, so two names that read the same cannot both pass the check. */
const TRAVA_NOME = 8_140_001;

const colunas = (conn: Conn) => ({
  id: parceiro.id,
  razaosocial: parceiro.razaosocial,
  objetivo: parceiro.objetivo,
  subsidio: sql<number>`${parceiro.subsidio}::float8`,
  ativo: parceiro.ativo,
  solicitacoes: conn.$count(solicitacaoParceiro, eq(solicitacaoParceiro.parceiroId, parceiro.id)),
});
const ordem = [asc(ordemSemAcento(parceiro.razaosocial)), asc(parceiro.razaosocial), asc(parceiro.id)];

const opcao = {
  id: parceiro.id,
  razaosocial: parceiro.razaosocial,
  subsidio: sql<number>`${parceiro.subsidio}::float8`,
};

/** Active partners by name: the choice of a request's co-funders. */
export const listarAtivos = (conn: Conn) =>
  conn
    .select(opcao)
    .from(parceiro)
    .where(eq(parceiro.ativo, true))
    .orderBy(...ordem);

/**
 * The active partners among `ids` (each once, by name), for a request naming its co-funders; any id
 * that is not an active partner is a 400 on `parceiros`. The rows stay locked until the transaction ends,
 * so none is deactivated or deleted in between.
 */
export async function exigirParceirosAtivos(conn: Conn, ids: number[]) {
  const pedidos = [...new Set(ids)];
  const validos = pedidos.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2 ** 31 - 1);
  const ativos = validos.length
    ? await conn
        .select(opcao)
        .from(parceiro)
        .where(and(inArray(parceiro.id, validos), eq(parceiro.ativo, true)))
        .orderBy(...ordem)
        .for("share")
    : [];
  const achados = new Set(ativos.map((p) => p.id));
  const faltam = pedidos.filter((id) => !achados.has(id));
  if (faltam.length)
    throw badRequest("Dados inválidos.", {
      parceiros: [
        faltam.length === 1
          ? `O parceiro ${faltam[0]} não existe ou está inativo.`
          : `Os parceiros ${faltam.join(", ")} não existem ou estão inativos.`,
      ],
    });
  return ativos;
}

/** Partners searched on the name (accents aside), active, inactive or both: the list's and the export's query. */
const consulta = (conn: Conn, f: ParceiroFiltro) => () =>
  conn
    .select(colunas(conn))
    .from(parceiro)
    .where(
      and(
        matchesAnyUnaccented(f.search, [parceiro.razaosocial]),
        f.ativo === undefined ? undefined : eq(parceiro.ativo, f.ativo),
      ),
    )
    .$dynamic();

/** A page of partners, by name. */
export const listarParceiros = (conn: Conn, f: ParceiroFiltro, win: Window) =>
  paged(conn, consulta(conn, f), ordem, win);

/** Every partner the list's filters pick, by name, in batches: its export. */
export const lotesDeParceiros = (conn: Conn, f: ParceiroFiltro) => lotesDe(consulta(conn, f), ordem);

export async function detalharParceiro(conn: Conn, id: number) {
  const [p] = await conn.select(colunas(conn)).from(parceiro).where(eq(parceiro.id, id));
  if (!p) throw notFound(NAO_ENCONTRADO);
  return p;
}

/** Two partners never share a name, whatever its case or accents. */
async function exigirNomeLivre(tx: Tx, razaosocial: string, outroQue?: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${TRAVA_NOME})`);
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

// The name on one line with single spaces, so "Fundo  Serrano" and "Fundo Serrano" are one name.
const colunasGravadas = (b: ParceiroBody) => ({
  ...b,
  razaosocial: b.razaosocial.replace(/\s+/g, " "),
  subsidio: b.subsidio.toFixed(2),
});

export async function criarParceiro(tx: Tx, b: ParceiroBody) {
  const valores = colunasGravadas(b);
  await exigirNomeLivre(tx, valores.razaosocial);
  const [criado] = await tx.insert(parceiro).values(valores).returning({ id: parceiro.id });
  return detalharParceiro(tx, criado.id);
}

export async function atualizarParceiro(tx: Tx, id: number, b: ParceiroBody) {
  await detalharParceiro(tx, id);
  const valores = colunasGravadas(b);
  await exigirNomeLivre(tx, valores.razaosocial, id);
  await tx.update(parceiro).set(valores).where(eq(parceiro.id, id));
  return detalharParceiro(tx, id);
}

/** Deletes a partner no request names; one in use is only deactivated, so its contracts keep their word. */
export async function removerParceiro(tx: Tx, id: number) {
  // Locked first: a request naming it meanwhile waits, then finds it gone (or this finds it in use).
  await tx.select({ id: parceiro.id }).from(parceiro).where(eq(parceiro.id, id)).for("update");
  const p = await detalharParceiro(tx, id);
  if (p.solicitacoes > 0)
    throw conflict(
      `Este parceiro participa de ${p.solicitacoes} ${p.solicitacoes === 1 ? "solicitação" : "solicitações"}. Desative-o em vez de excluir.`,
    );
  await tx.delete(parceiro).where(eq(parceiro.id, id));
}
