import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { centroCusto, projeto, projetoEtapa, reservaCentroCusto, substatus } from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { seguirSolicitacao } from "../solicitacao";

/**
 * Staff finish request `id` (AGUARDANDO_AVALIACAO → CONCLUIDA) in one transaction: of the cost-centre
 * commitment, the share of the stages approved is spent and any remainder returns to the centre's balance.
 */
export async function finalizarSolicitacao(tx: Tx, user: AuthUser, id: number, now: Date, versao?: number) {
  await seguirSolicitacao(tx, user, id, "finalizar", { versao });
  const [reserva] = await tx
    .select({
      id: reservaCentroCusto.id,
      centroCustoId: reservaCentroCusto.centroCustoId,
      valor: reservaCentroCusto.valor,
    })
    .from(reservaCentroCusto)
    .where(and(eq(reservaCentroCusto.solicitacaoId, id), isNull(reservaCentroCusto.liberadaEm)))
    .for("update");
  if (!reserva) return;
  const [etapas] = await tx
    .select({
      total: sql<string>`coalesce(sum(${projetoEtapa.valor}), 0)`,
      aprovado: sql<string>`coalesce(sum(${projetoEtapa.valor}) filter (where ${substatus.codigo} = 'APROVADA'), 0)`,
    })
    .from(projetoEtapa)
    .innerJoin(projeto, eq(projeto.id, projetoEtapa.projetoId))
    .innerJoin(substatus, eq(substatus.id, projetoEtapa.substatusId))
    .where(eq(projeto.solicitacaoId, id));
  // In whole cents, so the spent part and the remainder add up to the commitment exactly.
  const comprometido = Math.round(Number(reserva.valor) * 100);
  const total = Number(etapas.total);
  const gasto = total > 0 ? Math.round((comprometido * Number(etapas.aprovado)) / total) : comprometido;
  await tx
    .update(reservaCentroCusto)
    .set({ gastaEm: now, valorGasto: (gasto / 100).toFixed(2) })
    .where(eq(reservaCentroCusto.id, reserva.id));
  if (comprometido > gasto)
    await tx
      .update(centroCusto)
      .set({ saldo: sql`${centroCusto.saldo} + ${((comprometido - gasto) / 100).toFixed(2)}` })
      .where(eq(centroCusto.id, reserva.centroCustoId));
}
