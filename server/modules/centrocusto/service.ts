import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import { matchesAny } from "../../lib/search";
import type { Conn } from "../../db/client";
import { centroCusto } from "../../db/schema";

export type CentroCustoFilter = { search?: string; ano?: number };

function filterOf(f: CentroCustoFilter) {
  return and(
    matchesAny(f.search, [centroCusto.codigo, centroCusto.descricao, centroCusto.acao, centroCusto.projeto]),
    f.ano ? eq(centroCusto.ano, f.ano) : undefined,
  );
}

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
  return {
    count: total,
    results: rows.map((r) => ({
      id: r.id,
      codigo: r.codigo,
      descricao: r.descricao,
      // numeric(14,2) arrives as a string; two decimals fit a double exactly enough for display and sums.
      saldo: Number(r.saldo),
      acao: { codigo: r.acao },
      projeto: r.projeto,
      ano: r.ano,
      ativo: r.ativo,
    })),
  };
}
