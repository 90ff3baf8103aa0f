import "server-only";
import { and, asc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Conn, Tx } from "../../../db/client";
import {
  centroCusto,
  modeloOferta,
  parceiro,
  reservaCentroCusto,
  servico,
  solicitacao,
  solicitacaoParceiro,
} from "../../../db/schema";
import { badRequest, HubError } from "../../../lib/errors";
import { numeroParametro } from "../../../lib/parametro";

export type CentroCusto = { id: number; codigo: string };

/** The active cost centre `id`; 400 on the field `centrocusto` when it is unknown or inactive. */
export async function centroCustoAtivo(conn: Conn, id: number): Promise<CentroCusto> {
  const [row] = await conn
    .select({ id: centroCusto.id, codigo: centroCusto.codigo })
    .from(centroCusto)
    .where(and(eq(centroCusto.id, id), eq(centroCusto.ativo, true)));
  if (!row)
    throw badRequest("Dados inválidos.", { centrocusto: ["Centro de custo não encontrado ou inativo."] });
  return row;
}

/**
 * The request's subsidy percentages and reference value: the programme's (the service's percentage, or the
 * PORCENTAGEM_SUBSIDIO_PADRAO setting when the service has none) and its active partners' together.
 */
export async function porcentagemSubsidio(conn: Conn, solicitacaoId: number) {
  const [[row], [dosParceiros]] = await Promise.all([
    conn
      .select({ valor: solicitacao.valor, porcentagem: servico.porcentagemSubsidio })
      .from(solicitacao)
      .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
      .innerJoin(servico, eq(servico.id, modeloOferta.servicoId))
      .where(eq(solicitacao.id, solicitacaoId)),
    conn
      .select({ soma: sql<string>`coalesce(sum(${parceiro.subsidio}), 0)` })
      .from(solicitacaoParceiro)
      .innerJoin(parceiro, eq(parceiro.id, solicitacaoParceiro.parceiroId))
      .where(and(eq(solicitacaoParceiro.solicitacaoId, solicitacaoId), eq(parceiro.ativo, true))),
  ]);
  const porcentagem = Number(row.porcentagem) || (await numeroParametro(conn, "PORCENTAGEM_SUBSIDIO_PADRAO"));
  return { porcentagem, parceiros: Number(dosParceiros.soma), valor: Number(row.valor) };
}

/** The programme's share of the request's value, as numeric text. */
async function valorSubsidiado(conn: Conn, solicitacaoId: number): Promise<string> {
  const { porcentagem, valor } = await porcentagemSubsidio(conn, solicitacaoId);
  // valor × % / 100 in reais is valor × % in cents; rounding there keeps whole cents.
  return (Math.round(valor * porcentagem) / 100).toFixed(2);
}

/** A reservation to make: on `centro`, of `valor` when given (a proposal's real subsidy), else the request's estimate. */
export type NovaReserva = {
  solicitacaoId: number;
  centro: CentroCusto;
  usuarioId: number;
  now: Date;
  valor?: string;
};

/**
 * Holds the request's subsidised value on the cost centre: lowers the balance only if it covers the
 * value (one conditional UPDATE, so two requests cannot spend the same balance) and records the
 * reservation. 422 when the balance is short. The request must have no live reservation.
 */
export async function reservar(tx: Tx, r: NovaReserva): Promise<void> {
  const valor = r.valor ?? (await valorSubsidiado(tx, r.solicitacaoId));
  const debitado = await tx
    .update(centroCusto)
    .set({ saldo: sql`${centroCusto.saldo} - ${valor}` })
    .where(and(eq(centroCusto.id, r.centro.id), eq(centroCusto.ativo, true), gte(centroCusto.saldo, valor)))
    .returning({ id: centroCusto.id });
  if (!debitado.length) throw new HubError(422, `Saldo insuficiente no centro de custo ${r.centro.codigo}.`);
  await tx.insert(reservaCentroCusto).values({
    solicitacaoId: r.solicitacaoId,
    centroCustoId: r.centro.id,
    valor,
    usuarioId: r.usuarioId,
    dtainclusao: r.now,
  });
}

/** Releases the request's live reservation, if any: the value goes back to the cost centre's balance. */
export async function liberarReserva(tx: Tx, solicitacaoId: number, now: Date): Promise<void> {
  const [reserva] = await tx
    .update(reservaCentroCusto)
    .set({ liberadaEm: now })
    .where(and(eq(reservaCentroCusto.solicitacaoId, solicitacaoId), isNull(reservaCentroCusto.liberadaEm)))
    .returning({ centroCustoId: reservaCentroCusto.centroCustoId, valor: reservaCentroCusto.valor });
  if (reserva)
    await tx
      .update(centroCusto)
      .set({ saldo: sql`${centroCusto.saldo} + ${reserva.valor}` })
      .where(eq(centroCusto.id, reserva.centroCustoId));
}

/**
 * Moves the request's reservation to `centro` (or re-makes it there with a new value): the old centre
 * gets its value back, the new one pays it (422 when short). Both balances are locked in id order
 * first, so two requests swapping the same two centres at once wait for each other instead of deadlocking.
 */
export async function moverReserva(tx: Tx, r: NovaReserva): Promise<void> {
  const viva = await tx
    .select({ centroCustoId: reservaCentroCusto.centroCustoId })
    .from(reservaCentroCusto)
    .where(and(eq(reservaCentroCusto.solicitacaoId, r.solicitacaoId), isNull(reservaCentroCusto.liberadaEm)));
  await tx
    .select({ id: centroCusto.id })
    .from(centroCusto)
    .where(inArray(centroCusto.id, [r.centro.id, ...viva.map((v) => v.centroCustoId)]))
    .orderBy(asc(centroCusto.id))
    // NO KEY UPDATE, like the balance UPDATE: the request's foreign key already holds KEY SHARE on it.
    .for("no key update");
  await liberarReserva(tx, r.solicitacaoId, r.now);
  await reservar(tx, r);
}
