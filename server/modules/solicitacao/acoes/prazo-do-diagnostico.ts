import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { solicitacao } from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { DIA_MS, fimDoDia, hojeEmSaoPaulo } from "../../../lib/dia";
import { numeroParametro } from "../../../lib/parametro";
import { seguirSolicitacao } from "./seguir";
import { formatDate } from "@/lib/format";

/**
 * The day a round must end on at the earliest when its diagnostic is approved at `now`: the providers get
 * PRAZO_PROPOSTA_APOS_DIAGNOSTICO_DIAS whole days to quote on the diagnostic they can only read from then.
 */
async function prazoMinimoAposDiagnostico(tx: Tx, now: Date) {
  const dias = await numeroParametro(tx, "PRAZO_PROPOSTA_APOS_DIAGNOSTICO_DIAS");
  return { dias, dia: hojeEmSaoPaulo(new Date(now.getTime() + dias * DIA_MS)) };
}

/**
 * The diagnostic of request `solicitacaoId` was approved: the request opens for proposals. The deadline set
 * at release counted on the diagnostic's own deadline; when the approval came late, and the round's
 * deadline is past or nearer than the programme's minimum, it moves to the approval plus that minimum
 * (its own history row, read by every party, and notified), so the providers are not left without time.
 */
export async function diagnosticoAprovado(tx: Tx, user: AuthUser, solicitacaoId: number, now: Date) {
  await seguirSolicitacao(tx, user, solicitacaoId, "diagnostico_aprovado");
  const [{ prazo }] = await tx
    .select({ prazo: solicitacao.dtaprazoenvioproposta })
    .from(solicitacao)
    .where(eq(solicitacao.id, solicitacaoId));
  // A round without a deadline (none in the portal's flow: release always sets one) has nothing to move.
  if (!prazo) return;
  const minimo = await prazoMinimoAposDiagnostico(tx, now);
  if (hojeEmSaoPaulo(prazo) >= minimo.dia) return;
  const novo = fimDoDia(minimo.dia);
  await seguirSolicitacao(tx, user, solicitacaoId, "adiar_prazo_propostas", {
    set: { dtaprazoenvioproposta: novo },
    historico: { de: formatDate(prazo), para: formatDate(novo) },
    motivo:
      `Diagnóstico aprovado em ${formatDate(now)}: os prestadores têm ${minimo.dias} dias para enviar ` +
      `propostas, até ${formatDate(novo)}.`,
  });
}
