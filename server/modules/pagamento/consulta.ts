import "server-only";
import { and, eq } from "drizzle-orm";
import type { SubstatusSolicitacao } from "@/lib/regras/solicitacao";
import { hasAnyRole, STAFF } from "@/lib/roles";
import type { Conn } from "../../db/client";
import { pagamento, solicitacao, substatus } from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { loadFile } from "../../lib/files";
import { acoesDisponiveis } from "../../lib/workflow";
import { numeroParametro } from "../solicitacao";
import { escopoDoPagamento, type PagamentoLido, pagamentosDe, valorDevido } from "./cobranca";
import { cobrancaAtos, verificacaoAtos } from "./workflow";
import { type StatusPagamento, PAGAMENTO } from "@/lib/regras/pagamento";

/** What `user` may do now on payment `p`, from the acts' table. */
export const acoesDoPagamento = (user: AuthUser, p: PagamentoLido) =>
  acoesDisponiveis(verificacaoAtos, user, p.situacao as StatusPagamento, {});

/**
 * A payment as the API answers it, with what `user` may do on it; the gateway's data only for staff
 * (an error body may be technical).
 */
export function verPagamento(p: PagamentoLido, user: AuthUser) {
  const staff = hasAnyRole(user, STAFF);
  const dados = (p.dados ?? null) as Record<string, unknown> | null;
  return {
    id: p.id,
    forma: p.forma,
    situacao: p.situacao as StatusPagamento,
    valor: Number(p.valor),
    parcelas: p.parcelas,
    bandeira: p.bandeira,
    final: p.final,
    pix_copia_e_cola: p.situacao === PAGAMENTO.PENDENTE ? p.pixCopiaECola : null,
    motivo: typeof dados?.motivo === "string" ? dados.motivo : null,
    dados: staff ? dados : null,
    tem_comprovante: p.comprovanteId !== null,
    tem_recibo: p.reciboId !== null,
    dtainclusao: p.dtainclusao.toISOString(),
    dtapagamento: p.dtapagamento?.toISOString() ?? null,
    acoes: acoesDoPagamento(user, p),
  };
}

/** Payment `id` of a request the user reaches, as the API answers it. */
export async function pagamentoVisto(conn: Conn, user: AuthUser, id: number) {
  const [p] = await conn
    .select({ solicitacaoId: pagamento.solicitacaoId })
    .from(pagamento)
    .innerJoin(solicitacao, eq(solicitacao.id, pagamento.solicitacaoId))
    .where(and(eq(pagamento.id, id), escopoDoPagamento(conn, user)));
  if (!p) throw notFound("Pagamento não encontrado.");
  const lido = (await pagamentosDe(conn, p.solicitacaoId)).find((x) => x.id === id)!;
  return verPagamento(lido, user);
}

/** A request's payments with what is due and what the user may do now (the payment panel). */
export async function pagamentosDaSolicitacao(conn: Conn, user: AuthUser, solicitacaoId: number) {
  const [s] = await conn
    .select({ id: solicitacao.id, nrosolicitacao: solicitacao.nrosolicitacao, situacao: substatus.codigo })
    .from(solicitacao)
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(and(eq(solicitacao.id, solicitacaoId), escopoDoPagamento(conn, user)));
  if (!s) throw notFound("Solicitação não encontrada.");
  const [pagamentos, valor, maxParcelas] = await Promise.all([
    pagamentosDe(conn, solicitacaoId),
    valorDevido(conn, solicitacaoId),
    numeroParametro(conn, "PAGAMENTO_MAX_PARCELAS"),
  ]);
  const vistos = pagamentos.map((p) => verPagamento(p, user));
  return {
    solicitacao: s,
    valor,
    max_parcelas: maxParcelas,
    pagamentos: vistos,
    acoes: [
      ...acoesDisponiveis(cobrancaAtos, user, s.situacao as SubstatusSolicitacao, { valor }),
      ...new Set(vistos.flatMap((p) => p.acoes)),
    ],
  };
}

/** The proof or the receipt of payment `id`, for the request's client and the staff who reach it. */
export async function arquivoDoPagamento(
  conn: Conn,
  user: AuthUser,
  id: number,
  qual: "comprovante" | "recibo",
) {
  const [p] = await conn
    .select({ comprovanteId: pagamento.comprovanteId, reciboId: pagamento.reciboId })
    .from(pagamento)
    .innerJoin(solicitacao, eq(solicitacao.id, pagamento.solicitacaoId))
    .where(and(eq(pagamento.id, id), escopoDoPagamento(conn, user)));
  const arquivoId = qual === "comprovante" ? p?.comprovanteId : p?.reciboId;
  if (!arquivoId)
    throw notFound(qual === "comprovante" ? "Comprovante não encontrado." : "Recibo não encontrado.");
  return loadFile(conn, arquivoId);
}
