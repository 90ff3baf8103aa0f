import "server-only";
import { eq } from "drizzle-orm";
import type { Conn, Tx } from "../../../db/client";
import { centroCusto, solicitacao, status, substatus } from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { conflict } from "../../../lib/errors";
import { substatusColumns } from "./consulta";
import { requireSolicitacao } from "./escopo";
import { ABERTOS, CENTRO_CUSTO_ALTERAVEL, EM_ANALISE, mudar, type SubstatusCodigo } from "./machine";
import { centroCustoAtivo, liberarReserva, moverReserva } from "./reserva";
import type { AcaoResult } from "./schemas-acoes";

/** Who acts on which request, with the version they saw (If-Match) and the server's clock. */
export type Contexto = { user: AuthUser; id: number; versao?: number; now: Date };

const SITUACAO_INVALIDA =
  "Esta ação não é possível na situação atual da solicitação. Atualize a página e confira.";

/**
 * 409 when the request is not in one of `de`. `mudar` checks it again under a row lock; this early
 * check only lets a wrong-state call fail as a conflict before the input is checked against the data.
 */
export function exigir(atual: string, de: readonly SubstatusCodigo[]) {
  if (!(de as readonly string[]).includes(atual)) throw conflict(SITUACAO_INVALIDA);
}

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
  const s = await requireSolicitacao(tx, ctx.user, ctx.id);
  exigir(s.substatus, ["AGUARDANDO_ANALISE"]);
  await mudar(tx, {
    id: s.id,
    versao: ctx.versao,
    de: ["AGUARDANDO_ANALISE"],
    para: "DEVOLVIDA_CLIENTE",
    usuarioId: ctx.user.id,
    acao: "DEVOLVER",
    motivo,
  });
}

/** Cancels an open request and gives its reserved value back to the cost centre. */
export async function cancelar(tx: Tx, ctx: Contexto, motivo: string) {
  const s = await requireSolicitacao(tx, ctx.user, ctx.id);
  exigir(s.substatus, ABERTOS);
  await mudar(tx, {
    id: s.id,
    versao: ctx.versao,
    de: ABERTOS,
    para: "CANCELADA",
    usuarioId: ctx.user.id,
    acao: "CANCELAR",
    motivo,
  });
  await liberarReserva(tx, s.id, ctx.now);
}

/** Corrects the objective (and the justification, when given) while the request is in analysis. */
export async function alterarObjetivo(
  tx: Tx,
  ctx: Contexto,
  body: { objetivo: string; justificativa?: string },
) {
  const s = await requireSolicitacao(tx, ctx.user, ctx.id);
  exigir(s.substatus, EM_ANALISE);
  await mudar(tx, {
    id: s.id,
    versao: ctx.versao,
    de: EM_ANALISE,
    set: { objetivo: body.objetivo, justificativa: body.justificativa },
    usuarioId: ctx.user.id,
    acao: "ALTERAR_OBJETIVO",
    historico: { de: s.objetivo, para: body.objetivo },
  });
}

/**
 * Moves the request's reservation to another cost centre: the old one gets its value back, the new
 * one must cover valor × subsídio (422 otherwise, and nothing changes).
 */
export async function alterarCentroCusto(tx: Tx, ctx: Contexto, centroCustoId: number) {
  const s = await requireSolicitacao(tx, ctx.user, ctx.id);
  exigir(s.substatus, CENTRO_CUSTO_ALTERAVEL);
  const centro = await centroCustoAtivo(tx, centroCustoId);
  const [anterior] = s.centroCustoId
    ? await tx
        .select({ codigo: centroCusto.codigo })
        .from(centroCusto)
        .where(eq(centroCusto.id, s.centroCustoId))
    : [];
  // The row lock of `mudar` comes first, so two changes of one request never both see the old reservation.
  await mudar(tx, {
    id: s.id,
    versao: ctx.versao,
    de: CENTRO_CUSTO_ALTERAVEL,
    set: { centroCustoId: centro.id },
    usuarioId: ctx.user.id,
    acao: "ALTERAR_CENTROCUSTO",
    historico: { de: anterior?.codigo ?? null, para: centro.codigo },
  });
  await moverReserva(tx, { solicitacaoId: s.id, centro, usuarioId: ctx.user.id, now: ctx.now });
}
