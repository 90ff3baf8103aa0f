import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { solicitacao } from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { executar } from "../../../lib/workflow";
import { solicitacaoWorkflow } from "../workflow";

/**
 * Moves the request on when its diagnostic is approved (to proposals) or refused (back to staff), in the
 * diagnostic's transaction. The diagnostic's scope has already placed the user; the request's table
 * still checks the state and the group, so a request cancelled meanwhile turns the change into a 409.
 */
export async function seguirDiagnostico(
  tx: Tx,
  user: AuthUser,
  solicitacaoId: number,
  acao: "diagnostico_aprovado" | "diagnostico_rejeitado",
  motivo?: string,
) {
  const [linha] = await tx
    .select({
      tipo: solicitacao.tipo,
      consultorId: solicitacao.consultorId,
      solicitacaoPaiId: solicitacao.solicitacaoPaiId,
    })
    .from(solicitacao)
    .where(eq(solicitacao.id, solicitacaoId));
  await executar(tx, solicitacaoWorkflow, { id: solicitacaoId, acao, user, linha, motivo });
}
