import "server-only";
import { eq } from "drizzle-orm";
import type { Conn, Tx } from "../../../db/client";
import { centroCusto, solicitacao, status, substatus } from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { executar, exigirAcao, type Execucao } from "../../../lib/workflow";
import {
  type AcaoSolicitacao,
  type SolicitacaoLinha,
  solicitacaoWorkflow,
  type SubstatusCodigo,
} from "../workflow";
import { requireSolicitacao, substatusColumns } from "../consulta/service";
import { liberarReserva } from "../../centrocusto";
import { centroCustoAtivo, moverSubsidio } from "./reserva";
import type { AcaoResult } from "./schemas";

/** Who acts on which request, with the version they saw (If-Match) and the server's clock. */
export type Contexto = { user: AuthUser; id: number; versao?: number; now: Date };

/** The request the user may reach, checked against the workflow table for `acao` before anything else. */
export async function solicitacaoPara(tx: Tx, ctx: Contexto, acao: AcaoSolicitacao) {
  const s = await requireSolicitacao(tx, ctx.user, ctx.id);
  exigirAcao(solicitacaoWorkflow, acao, ctx.user, s.substatus as SubstatusCodigo, s);
  return s;
}

/** Runs `acao` of the request workflow on the request of `ctx`, as its user, against their version. */
export const mudar = (
  tx: Tx,
  ctx: Contexto,
  x: Omit<Execucao<AcaoSolicitacao, SolicitacaoLinha>, "id" | "user" | "versao">,
) => executar(tx, solicitacaoWorkflow, { ...x, id: ctx.id, user: ctx.user, versao: ctx.versao });

/** What every action returns: the request's new version and substatus. */
export async function acaoResult(conn: Conn, id: number): Promise<AcaoResult> {
  const [r] = await conn
    .select({
      id: solicitacao.id,
      versao: solicitacao.versao,
      ...substatusColumns,
    })
    .from(solicitacao)
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .innerJoin(status, eq(status.id, substatus.statusId))
    .where(eq(solicitacao.id, id));
  return { id: r.id, versao: r.versao, substatus: { ...r.substatus, status: r.status } };
}

/** Staff send the request back to the client, saying what to change. */
export async function devolver(tx: Tx, ctx: Contexto, motivo: string) {
  const s = await solicitacaoPara(tx, ctx, "devolver");
  await mudar(tx, ctx, { acao: "devolver", linha: s, motivo });
}

/** Cancels an open request and gives its reserved value back to the cost centre. */
export async function cancelar(tx: Tx, ctx: Contexto, motivo: string) {
  const s = await solicitacaoPara(tx, ctx, "cancelar");
  await mudar(tx, ctx, { acao: "cancelar", linha: s, motivo });
  await liberarReserva(tx, s.id, {
    usuarioId: ctx.user.id,
    now: ctx.now,
    descricao: "Solicitação cancelada",
  });
}

/** Corrects the objective (and the justification, when given) while the request is in analysis. */
export async function alterarObjetivo(
  tx: Tx,
  ctx: Contexto,
  body: { objetivo: string; justificativa?: string },
) {
  const s = await solicitacaoPara(tx, ctx, "alterar_objetivo");
  await mudar(tx, ctx, {
    acao: "alterar_objetivo",
    linha: s,
    set: { objetivo: body.objetivo, justificativa: body.justificativa },
    historico: { de: s.objetivo, para: body.objetivo },
  });
}

/**
 * Moves the request's reservation to another cost centre: the old one gets its value back, the new
 * one must cover valor × subsídio (422 otherwise, and nothing changes). The same centre again changes
 * nothing.
 */
export async function alterarCentroCusto(tx: Tx, ctx: Contexto, centroCustoId: number) {
  const s = await solicitacaoPara(tx, ctx, "alterar_centrocusto");
  const centro = await centroCustoAtivo(tx, centroCustoId);
  const [anterior] = s.centroCustoId
    ? await tx
        .select({ codigo: centroCusto.codigo })
        .from(centroCusto)
        .where(eq(centroCusto.id, s.centroCustoId))
    : [];
  // The row lock of the transition comes first, so two changes of one request never both see the old reservation.
  const { mudou } = await mudar(tx, ctx, {
    acao: "alterar_centrocusto",
    linha: s,
    set: { centroCustoId: centro.id },
    historico: { de: anterior?.codigo ?? null, para: centro.codigo },
  });
  if (mudou) await moverSubsidio(tx, { solicitacaoId: s.id, centro, usuarioId: ctx.user.id, now: ctx.now });
}
