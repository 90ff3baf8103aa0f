import "server-only";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { SubstatusSolicitacao } from "@/lib/regras/solicitacao";
import { hasAnyRole } from "@/lib/roles";
import type { Conn, Tx } from "../../db/client";
import { pagamento, proposta, solicitacao, substatus } from "../../db/schema";
import { solicitacaoDoCliente, solicitacaoVisivelPara } from "../../authz/escopo";
import type { AuthUser } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { substatusId } from "../../lib/status";
import { executar, exigirAcao } from "../../lib/workflow";
import { seguirSolicitacao } from "../solicitacao";
import { cobrancaAtos, pagamentoWorkflow, type AcaoCobranca } from "./workflow";
import { emitirRecibo } from "./recibo";
import { colunasDoPagamento } from "./colunas";
import { type StatusPagamento, PAGAMENTO } from "@/lib/regras/pagamento";
import { SOLICITACAO } from "@/lib/regras/solicitacao";
import { PROPOSTA } from "@/lib/regras/proposta";

/** Whose requests a user may pay or follow the payment of: a client its companies', staff their reach. */
export const escopoDoPagamento = (conn: Conn, user: AuthUser): SQL | undefined =>
  hasAnyRole(user, ["cliente"]) ? solicitacaoDoCliente(conn, user.id) : solicitacaoVisivelPara(conn, user);

/**
 * The request `id` locked for a payment (so two payments of it run one after the other), with what is
 * due: the selected proposal's client share. 404 outside the caller's scope (`escopo`; none for a link).
 */
export async function cobrancaTravada(tx: Tx, id: number, escopo: SQL | undefined) {
  // The lock first, on the request alone: a join would be re-checked against the state read before the
  // wait (PostgreSQL re-reads only the locked row), and a payment that just moved it would hide it.
  const [travada] = await tx
    .select({ id: solicitacao.id })
    .from(solicitacao)
    .where(and(eq(solicitacao.id, id), escopo))
    .for("update");
  if (!travada) throw notFound("Solicitação não encontrada.");
  const [s] = await tx
    .select({ id: solicitacao.id, nrosolicitacao: solicitacao.nrosolicitacao, situacao: substatus.codigo })
    .from(solicitacao)
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(eq(solicitacao.id, id));
  return { ...s, valor: await valorDevido(tx, id) };
}

/** The client's share of the selected (or contracted) proposal: what the payment must be. */
export async function valorDevido(conn: Conn, solicitacaoId: number) {
  const [p] = await conn
    .select({ valor: proposta.valorCliente })
    .from(proposta)
    .innerJoin(substatus, eq(substatus.id, proposta.substatusId))
    .where(and(eq(proposta.solicitacaoId, solicitacaoId), eq(substatus.codigo, PROPOSTA.SELECIONADA)));
  return p ? Number(p.valor) : 0;
}

/** The request's payments, newest first, with their state codes. */
export const pagamentosDe = (conn: Conn, solicitacaoId: number) =>
  conn
    .select({
      id: pagamento.id,
      situacao: substatus.codigo,
      ...colunasDoPagamento,
      chave: pagamento.chave,
      pixCopiaECola: pagamento.pixCopiaECola,
      comprovanteId: pagamento.comprovanteId,
      reciboId: pagamento.reciboId,
      dtainclusao: pagamento.dtainclusao,
    })
    .from(pagamento)
    .innerJoin(substatus, eq(substatus.id, pagamento.substatusId))
    .where(eq(pagamento.solicitacaoId, solicitacaoId))
    .orderBy(desc(pagamento.id));

export type PagamentoLido = Awaited<ReturnType<typeof pagamentosDe>>[number];

/**
 * Refuses `acao` (a payment, a link, one made in person) unless the acts' table allows it to `user` on the
 * request as it is; answers the payments a charge may still complete.
 */
export async function exigirPagavel(
  tx: Tx,
  user: AuthUser,
  acao: AcaoCobranca,
  s: { id: number; situacao: string; valor: number },
) {
  exigirAcao(cobrancaAtos, acao, user, s.situacao as SubstatusSolicitacao, { valor: s.valor });
  const pendentes = (await pagamentosDe(tx, s.id)).filter((p) => p.situacao === PAGAMENTO.PENDENTE);
  return pendentes;
}

/**
 * A new payment row, PENDENTE, committed before the driver is asked with its Idempotency-Key (`chave`): a crash
 * after the charge leaves a trace the check finds the charge by.
 */
export async function novoPagamento(
  tx: Tx,
  x: {
    solicitacaoId: number;
    forma: typeof pagamento.$inferInsert.forma;
    valor: number;
    parcelas: number;
    driver: string;
    usuarioId: number | null;
    /** None for one made in person, which no gateway charges. */
    chave?: string;
    /** A card's last four digits. */
    final?: string;
    now: Date;
  },
) {
  const [row] = await tx
    .insert(pagamento)
    .values({
      solicitacaoId: x.solicitacaoId,
      substatusId: await substatusId(tx, "pagamento", PAGAMENTO.PENDENTE),
      forma: x.forma,
      valor: x.valor.toFixed(2),
      parcelas: x.parcelas,
      driver: x.driver,
      usuarioId: x.usuarioId,
      chave: x.chave,
      final: x.final,
      dtainclusao: x.now,
    })
    .returning({ id: pagamento.id });
  return row.id;
}

/**
 * Ends a pending payment as the driver answered: PAGO issues its receipt and moves the request on to authorisation (when it is
 * still waiting for the payment), FALHOU records why. `dados` is stored either way.
 */
export async function concluir(
  tx: Tx,
  user: AuthUser,
  x: {
    id: number;
    solicitacaoId: number;
    situacao: StatusPagamento;
    dados: Record<string, unknown>;
    motivo?: string;
    now: Date;
    /** When the receipt is issued, if not `now` (a payment recorded days after it was made). */
    emitidoEm?: Date;
  },
) {
  const dados = x.motivo ? { ...x.dados, motivo: x.motivo } : x.dados;
  if (x.situacao === PAGAMENTO.PENDENTE) {
    await tx.update(pagamento).set({ dados }).where(eq(pagamento.id, x.id));
    return;
  }
  const pago = x.situacao === PAGAMENTO.PAGO;
  await executar(tx, pagamentoWorkflow, {
    id: x.id,
    acao: pago ? "confirmar" : "recusar",
    user,
    linha: {},
    set: { dados, ...(pago && { dtapagamento: x.now }) },
    motivo: x.motivo,
  });
  if (!pago) return;
  await emitirRecibo(tx, x.id, x.emitidoEm ?? x.now);
  const [s] = await tx
    .select({ situacao: substatus.codigo })
    .from(solicitacao)
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(eq(solicitacao.id, x.solicitacaoId));
  if (s.situacao === SOLICITACAO.AGUARDANDO_PAGAMENTO)
    await seguirSolicitacao(tx, user, x.solicitacaoId, "pagamento_confirmado");
}
