import "server-only";
import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { centavos, type Saldos } from "@/lib/regras/centrocusto";
import { matchesAny } from "../../lib/search";
import type { Conn } from "../../db/client";
import { centroCusto, reservaCentroCusto, solicitacao } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { CentroCustoDetalheFilter } from "./schemas";
import { saldosDe } from "./razao";

export type CentroCustoFilter = { search?: string; ano?: number };

function filterOf(f: CentroCustoFilter) {
  return and(
    matchesAny(f.search, [centroCusto.codigo, centroCusto.descricao, centroCusto.acao, centroCusto.projeto]),
    f.ano ? eq(centroCusto.ano, f.ano) : undefined,
  );
}

/** A centre as the lists give it, with its available balance (`saldo`) from the ledger. */
export const centroOf = (r: typeof centroCusto.$inferSelect, saldos: Saldos) => ({
  id: r.id,
  codigo: r.codigo,
  descricao: r.descricao,
  saldo: saldos.saldo,
  acao: { codigo: r.acao },
  projeto: r.projeto,
  ano: r.ano,
  ativo: r.ativo,
  acao_ativo_hub: r.acaoAtivoHub,
  projeto_ativo_hub: r.projetoAtivoHub,
});

// Sums in cents, so adding many two-decimal amounts does not drift (0.1 + 0.2).
const somar = (valores: number[]) => centavos(valores.reduce((acc, v) => acc + Math.round(v * 100), 0) / 100);

export async function listCentrosCusto(
  conn: Conn,
  f: CentroCustoFilter,
  win: { limit: number; offset: number },
) {
  const where = filterOf(f);
  const [{ total }] = await conn.select({ total: count() }).from(centroCusto).where(where);
  const rows = await conn
    .select()
    .from(centroCusto)
    .where(where)
    .orderBy(asc(centroCusto.codigo))
    .limit(win.limit)
    .offset(win.offset);
  const saldos = await saldosDe(
    conn,
    rows.map((r) => r.id),
  );
  return { count: total, results: rows.map((r) => centroOf(r, saldos.get(r.id)!)) };
}

/**
 * One cost centre, or every centre of a budget action, with its available balance, what live
 * reservations hold of it (reserved or committed, not yet spent) and those reservations (newest first);
 * 404 when nothing matches.
 */
export async function getCentroCustoDetalhe(conn: Conn, f: CentroCustoDetalheFilter) {
  const rows = await conn
    .select()
    .from(centroCusto)
    .where(f.centrocusto ? eq(centroCusto.id, f.centrocusto) : eq(centroCusto.acao, f.acao!))
    .orderBy(asc(centroCusto.codigo));
  if (!rows.length) throw notFound("Centro de custo não encontrado.");
  const reservas = (
    await conn
      .select({
        id: reservaCentroCusto.id,
        valor: reservaCentroCusto.valor,
        dtainclusao: reservaCentroCusto.dtainclusao,
        centrocusto: { id: centroCusto.id, codigo: centroCusto.codigo },
        solicitacao: { id: solicitacao.id, nrosolicitacao: solicitacao.nrosolicitacao },
      })
      .from(reservaCentroCusto)
      .innerJoin(centroCusto, eq(centroCusto.id, reservaCentroCusto.centroCustoId))
      .innerJoin(solicitacao, eq(solicitacao.id, reservaCentroCusto.solicitacaoId))
      .where(
        and(
          inArray(
            reservaCentroCusto.centroCustoId,
            rows.map((r) => r.id),
          ),
          isNull(reservaCentroCusto.liberadaEm),
          isNull(reservaCentroCusto.gastaEm),
        ),
      )
      .orderBy(desc(reservaCentroCusto.dtainclusao), desc(reservaCentroCusto.id))
  ).map((r) => ({ ...r, valor: Number(r.valor), dtainclusao: r.dtainclusao.toISOString() }));
  const saldos = await saldosDe(
    conn,
    rows.map((r) => r.id),
  );
  const centros = rows.map((r) => {
    const s = saldos.get(r.id)!;
    return { ...centroOf(r, s), reservado: somar([s.reservado, s.comprometido]) };
  });
  return {
    acao: rows[0].acao,
    saldo: somar(centros.map((c) => c.saldo)),
    reservado: somar(centros.map((c) => c.reservado)),
    centros,
    reservas,
  };
}
