import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Conn, Tx } from "../../../db/client";
import {
  centroCusto,
  modeloOferta,
  parceiro,
  servico,
  solicitacao,
  solicitacaoParceiro,
} from "../../../db/schema";
import { badRequest } from "../../../lib/errors";
import { numeroParametro } from "../../../lib/parametro";
import { centroAtivoNoHub, moverReserva, reservar, type NovaReserva } from "../../centrocusto";

export type CentroCusto = { id: number; codigo: string };

/** The cost centre `id` active in the Hub; 400 on the field `centrocusto` when it is unknown or inactive. */
export async function centroCustoAtivo(conn: Conn, id: number): Promise<CentroCusto> {
  const [row] = await conn
    .select({ id: centroCusto.id, codigo: centroCusto.codigo })
    .from(centroCusto)
    .where(and(eq(centroCusto.id, id), centroAtivoNoHub));
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

/**
 * Holds the request's estimated subsidy (the programme's share of its value) on `centro`: the reservation
 * of a request whose proposal is not chosen yet. 422 when the centre's balance does not cover it.
 */
export const reservarSubsidio = async (tx: Tx, r: Omit<NovaReserva, "valor">) =>
  reservar(tx, { ...r, valor: await valorSubsidiado(tx, r.solicitacaoId) });

/** Moves the request's reservation of its estimated subsidy to `centro` (see moverReserva). */
export const moverSubsidio = async (tx: Tx, r: Omit<NovaReserva, "valor">) =>
  moverReserva(tx, { ...r, valor: await valorSubsidiado(tx, r.solicitacaoId) });
