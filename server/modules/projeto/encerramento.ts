import "server-only";
import { eq, sql } from "drizzle-orm";
import { ETAPA } from "@/lib/regras/projeto";
import type { Tx } from "../../db/client";
import { projeto, projetoEtapa, substatus } from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { gastarReserva } from "../centrocusto";
import { seguirSolicitacao } from "../solicitacao";

/**
 * Staff finish request `id` (AGUARDANDO_AVALIACAO → CONCLUIDA) in one transaction: of the cost-centre
 * commitment, the share of the stages approved is spent and any remainder returns to the centre's balance.
 */
export async function finalizarSolicitacao(tx: Tx, user: AuthUser, id: number, now: Date, versao?: number) {
  await seguirSolicitacao(tx, user, id, "finalizar", { versao });
  const [etapas] = await tx
    .select({
      total: sql<string>`coalesce(sum(${projetoEtapa.valor}), 0)`,
      aprovado: sql<string>`coalesce(sum(${projetoEtapa.valor}) filter (where ${substatus.codigo} = ${ETAPA.APROVADA}), 0)`,
    })
    .from(projetoEtapa)
    .innerJoin(projeto, eq(projeto.id, projetoEtapa.projetoId))
    .innerJoin(substatus, eq(substatus.id, projetoEtapa.substatusId))
    .where(eq(projeto.solicitacaoId, id));
  await gastarReserva(
    tx,
    id,
    { de: Number(etapas.aprovado), total: Number(etapas.total) },
    { usuarioId: user.id, now },
  );
}
