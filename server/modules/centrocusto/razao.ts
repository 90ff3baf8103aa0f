import "server-only";
import { and, asc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import {
  EFEITOS,
  SALDOS,
  TIPOS_MOVIMENTO,
  type Saldo,
  type Saldos,
  type TipoMovimento,
  type TipoOrcamento,
} from "@/lib/regras/centrocusto";
import type { Conn, Tx } from "../../db/client";
import { centroCusto, movimentoCentroCusto } from "../../db/schema";

const mov = movimentoCentroCusto;

/** A centre takes new reservations only while it, its action and its project are active in the Hub. */
export const centroAtivoNoHub = and(
  eq(centroCusto.ativo, true),
  eq(centroCusto.acaoAtivoHub, true),
  eq(centroCusto.projetoAtivoHub, true),
)!;

/** The SQL sum of one balance over movement rows, written from EFEITOS (the ledger's one arithmetic). */
function somaDo(saldo: Saldo): SQL<string> {
  const casos = TIPOS_MOVIMENTO.filter((t) => EFEITOS[t][saldo]).map(
    (t) => sql`when ${sql.raw(`'${t}'`)} then ${sql.raw(EFEITOS[t][saldo] === 1 ? "" : "-")}${mov.valor}`,
  );
  return sql<string>`coalesce(sum(case ${mov.tipo} ${sql.join(casos, sql` `)} else 0 end), 0)`;
}

/** `{saldo, reservado, comprometido, gasto}` as SQL sums, for a select over movement rows. */
export const colunasDeSaldo = Object.fromEntries(SALDOS.map((s) => [s, somaDo(s)])) as Record<
  Saldo,
  SQL<string>
>;

export const ZERADO: Saldos = { saldo: 0, reservado: 0, comprometido: 0, gasto: 0 };

// numeric(14, 2) arrives as text; two decimals fit a double exactly enough for display and cent sums.
export const saldosDaLinha = (r: Record<Saldo, string>): Saldos =>
  Object.fromEntries(SALDOS.map((s) => [s, Number(r[s])])) as Saldos;

/**
 * The balances of the centres `ids`, by id: as kept beside each centre (the ledger's trigger, migration 0028),
 * or, with `ate`, summed from its movements before then; a centre without movements has every balance at
 * zero. One query, whatever the number of centres.
 */
export async function saldosDe(conn: Conn, ids: number[], ate?: Date): Promise<Map<number, Saldos>> {
  const saldos = new Map(ids.map((id) => [id, ZERADO]));
  if (!ids.length) return saldos;
  const linhas = ate
    ? await conn
        .select({ id: mov.centroCustoId, ...colunasDeSaldo })
        .from(mov)
        .where(and(inArray(mov.centroCustoId, ids), lt(mov.dtainclusao, ate)))
        .groupBy(mov.centroCustoId)
    : await conn
        .select({
          id: centroCusto.id,
          saldo: centroCusto.saldo,
          reservado: centroCusto.reservado,
          comprometido: centroCusto.comprometido,
          gasto: centroCusto.gasto,
        })
        .from(centroCusto)
        .where(inArray(centroCusto.id, ids));
  for (const { id, ...r } of linhas) saldos.set(id, saldosDaLinha(r));
  return saldos;
}

export type NovoMovimento = {
  centroCustoId: number;
  tipo: TipoMovimento;
  /** Numeric text with two decimals; signed only for an adjustment. */
  valor: string;
  descricao: string;
  now: Date;
  solicitacaoId?: number | null;
  usuarioId?: number | null;
};

/** Appends one movement to the ledger; a movement of nothing (a 0% subsidy's reservation) is not recorded. */
export async function movimentar(conn: Conn, m: NovoMovimento): Promise<void> {
  if (Number(m.valor) === 0) return;
  await conn.insert(mov).values({
    centroCustoId: m.centroCustoId,
    tipo: m.tipo,
    valor: m.valor,
    descricao: m.descricao,
    dtainclusao: m.now,
    solicitacaoId: m.solicitacaoId ?? null,
    usuarioId: m.usuarioId ?? null,
  });
}

/**
 * Locks the centres `ids` until the transaction ends, in id order (two transactions locking the same two
 * centres wait for each other instead of deadlocking): whoever checks a balance and then spends it holds
 * the lock, so two requests never spend the same balance. NO KEY UPDATE, as a request's foreign key
 * already holds KEY SHARE on its centre. Answers the centres with whether each takes reservations.
 */
export const travarCentros = (tx: Tx, ids: number[]) =>
  tx
    .select({ id: centroCusto.id, codigo: centroCusto.codigo, ativoNoHub: sql<boolean>`${centroAtivoNoHub}` })
    .from(centroCusto)
    .where(inArray(centroCusto.id, ids))
    .orderBy(asc(centroCusto.id))
    .for("no key update");

/** A contribution of budget (positive) or an adjustment of it (signed), recorded by staff. */
export const aportar = (
  tx: Tx,
  a: {
    centroCustoId: number;
    tipo: TipoOrcamento;
    valor: number;
    descricao: string;
    usuarioId: number;
    now: Date;
  },
) => movimentar(tx, { ...a, valor: a.valor.toFixed(2) });
