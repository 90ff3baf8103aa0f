import "server-only";
import { eq } from "drizzle-orm";
import type { Conn, Tx } from "../../../db/client";
import { solicitacao } from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { executar } from "../../../lib/workflow";
import { type AcaoSolicitacao, type SolicitacaoLinha, solicitacaoWorkflow } from "../workflow";

/** The request's columns that its workflow table's rules read. */
export const colunasDasRegras = {
  tipo: solicitacao.tipo,
  consultorId: solicitacao.consultorId,
  solicitacaoPaiId: solicitacao.solicitacaoPaiId,
  dtaavaliacao: solicitacao.dtaavaliacao,
};

/** Those columns of request `id`. */
export async function linhaDasRegras(conn: Conn, id: number) {
  const [linha] = await conn.select(colunasDasRegras).from(solicitacao).where(eq(solicitacao.id, id));
  return linha;
}

/**
 * Moves the request on as the effect of another object's change (a diagnostic approved, a proposal
 * selected, a deadline passed), in that change's transaction. The other object's scope has already placed
 * the user; the request's table still checks the state and the group, so a request cancelled meanwhile
 * turns the change into a 409.
 */
export async function seguirSolicitacao(
  tx: Tx,
  user: AuthUser,
  solicitacaoId: number,
  acao: AcaoSolicitacao,
  x: {
    motivo?: string;
    set?: Record<string, unknown>;
    versao?: number;
    para?: string;
    historico?: { de?: string | null; para?: string | null };
    /** What the rule reads beyond the request's row (a project's stages). */
    linha?: Pick<SolicitacaoLinha, "etapas">;
  } = {},
) {
  const linha = await linhaDasRegras(tx, solicitacaoId);
  return executar(tx, solicitacaoWorkflow, {
    ...x,
    id: solicitacaoId,
    acao,
    user,
    linha: { ...linha, ...x.linha },
  });
}
