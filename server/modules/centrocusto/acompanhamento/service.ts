import "server-only";
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { hojeEmSaoPaulo } from "@/lib/dia";
import { orcamentoDe, SALDOS, situacaoDoSaldo, type Saldos } from "@/lib/regras/centrocusto";
import type { Conn } from "../../../db/client";
import { centroCusto, movimentoCentroCusto } from "../../../db/schema";
import { inicioDoDia } from "../../../lib/dia";
import { matchesAnyUnaccented } from "../../../lib/search";
import { limiteCritico } from "../interno/service";
import { movimentoOf, movimentosOnde, ORDEM_MOVIMENTOS } from "../movimentos";
import { colunasDeSaldo, saldosDaLinha, ZERADO } from "../razao";
import type { Acompanhamento, AcompanhamentoFiltro } from "./schemas";

const mov = movimentoCentroCusto;

/** The year and month asked for, or today's in São Paulo: a past year ends in December, a future one starts in January. */
function periodo(f: AcompanhamentoFiltro, now: Date) {
  const [anoAtual, mesAtual] = hojeEmSaoPaulo(now).split("-").map(Number);
  const ano = f.ano ?? anoAtual;
  const mes = f.mes ?? (ano === anoAtual ? mesAtual : ano < anoAtual ? 12 : 1);
  return { ano, mes };
}

/** The first instant of month `mes` of `ano` in São Paulo (month 13 is January of the next year). */
const inicioDoMes = (ano: number, mes: number) =>
  mes > 12 ? inicioDoDia(`${ano + 1}-01-01`) : inicioDoDia(`${ano}-${String(mes).padStart(2, "0")}-01`);

const instante = (d: Date) => sql`${d.toISOString()}::timestamptz`;

// Balances in whole cents while they are added up, so a year of movements adds up to the cent.
type Centavos = Record<keyof Saldos, number>;
const emCentavos = (s: Saldos): Centavos =>
  Object.fromEntries(SALDOS.map((k) => [k, Math.round(s[k] * 100)])) as Centavos;
const somados = (a: Centavos, b: Centavos): Centavos =>
  Object.fromEntries(SALDOS.map((k) => [k, a[k] + b[k]])) as Centavos;
const emReais = (c: Centavos): Saldos => Object.fromEntries(SALDOS.map((k) => [k, c[k] / 100])) as Saldos;
const comOrcamento = (s: Saldos) => ({ orcamento: orcamentoDe(s), ...s });

/**
 * Each centre's balances at the end of every month from January to `mes`: one grouped query of the
 * movements up to the month's end (those before the year count as month 0, its opening), added up.
 */
async function saldosPorMes(conn: Conn, ids: number[], ano: number, mes: number) {
  const abertura = inicioDoMes(ano, 1);
  // The month in São Paulo (UTC−3 all year since 2019, as server/lib/dia.ts says).
  const mesLocal = sql<number>`case when ${mov.dtainclusao} < ${instante(abertura)} then 0
    else extract(month from (${mov.dtainclusao} at time zone 'UTC') - interval '3 hours')::int end`;
  const linhas = ids.length
    ? await conn
        .select({ id: mov.centroCustoId, mes: mesLocal, ...colunasDeSaldo })
        .from(mov)
        .where(and(inArray(mov.centroCustoId, ids), lt(mov.dtainclusao, inicioDoMes(ano, mes + 1))))
        // By position: the month's expression carries a parameter, which PostgreSQL would not match otherwise.
        .groupBy(sql`1, 2`)
    : [];
  const doMes = new Map(linhas.map((l) => [`${l.id}:${Number(l.mes)}`, emCentavos(saldosDaLinha(l))]));
  return new Map(
    ids.map((id) => {
      let acumulado = emCentavos(ZERADO);
      const meses: Centavos[] = [];
      for (let m = 0; m <= mes; m++) {
        const movimentado = doMes.get(`${id}:${m}`);
        if (movimentado) acumulado = somados(acumulado, movimentado);
        meses.push(acumulado);
      }
      return [id, meses];
    }),
  );
}

/**
 * The monthly follow-up of the centres of year `ano`: each one's balances at the end of month `mes`, the
 * total line, the totals at the end of each month up to it (the chart) and the month's movements. The
 * balances are the ledger's sums, so the month's line of a centre is its balance as of that day.
 */
export async function acompanhamento(
  conn: Conn,
  f: AcompanhamentoFiltro,
  now: Date,
): Promise<Acompanhamento> {
  const { ano, mes } = periodo(f, now);
  const [centros, limite] = await Promise.all([
    conn
      .select()
      .from(centroCusto)
      .where(
        and(
          eq(centroCusto.ano, ano),
          matchesAnyUnaccented(f.search, [
            centroCusto.codigo,
            centroCusto.descricao,
            centroCusto.acao,
            centroCusto.projeto,
          ]),
        ),
      )
      .orderBy(asc(centroCusto.codigo)),
    limiteCritico(conn),
  ]);
  const porMes = await saldosPorMes(
    conn,
    centros.map((c) => c.id),
    ano,
    mes,
  );
  const situacoes = [f.criticos && "CRITICO", f.saldo_negativo && "NEGATIVO"].filter(Boolean);
  const linhas = centros
    .map((c) => {
      const saldos = emReais(porMes.get(c.id)![mes]);
      return {
        id: c.id,
        codigo: c.codigo,
        descricao: c.descricao,
        acao: { codigo: c.acao },
        projeto: c.projeto,
        ativo: c.ativo,
        ...comOrcamento(saldos),
        situacao: situacaoDoSaldo(saldos.saldo, limite),
      };
    })
    .filter((c) => !situacoes.length || situacoes.includes(c.situacao));
  const meses = Array.from({ length: mes }, (_, i) => ({
    mes: i + 1,
    ...comOrcamento(
      emReais(linhas.reduce((s, c) => somados(s, porMes.get(c.id)![i + 1]), emCentavos(ZERADO))),
    ),
  }));
  const movimentos = linhas.length
    ? await movimentosOnde(
        conn,
        and(
          inArray(
            centroCusto.id,
            linhas.map((c) => c.id),
          ),
          gte(mov.dtainclusao, inicioDoMes(ano, mes)),
          lt(mov.dtainclusao, inicioDoMes(ano, mes + 1)),
        ),
      ).orderBy(...ORDEM_MOVIMENTOS)
    : [];
  const { mes: _, ...totais } = meses[mes - 1];
  return {
    ano,
    mes,
    limite_critico: limite,
    centros: linhas,
    totais,
    meses,
    movimentos: movimentos.map(movimentoOf),
  };
}
