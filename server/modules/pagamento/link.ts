import "server-only";
import { eq } from "drizzle-orm";
import type { Conn, Tx } from "../../db/client";
import { empresa, modeloOferta, solicitacao, solicitacaoEmpresa, substatus } from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { CLIENTE_E_EQUIPE, registrarTextos, writeHistory } from "../../lib/history";
import { alvoDoLink, criarLink, usarLink } from "../../lib/link";
import { SISTEMA } from "../../lib/workflow";
import { numeroParametro } from "../solicitacao";
import { cobrancaTravada, exigirPagavel, pagamentosDe, valorDevido } from "./cobranca";
import { verPagamento } from "./consulta";
import { avisarSeBloqueado, cartaoBloqueadoNoLink, limitesDoLink } from "./limites";
import { pagar, verificar } from "./pagar";
import type { Entrada } from "./schemas";
import { PAGAMENTO } from "@/lib/regras/pagamento";
import { SOLICITACAO } from "@/lib/regras/solicitacao";

registrarTextos("solicitacao", [{ codigo: "LINK_PAGAMENTO", texto: "Link de pagamento gerado" }]);

/**
 * Staff create a payment link for request `id` (to send a payer without access to the portal): valid
 * LINK_PAGAMENTO_HORAS, spent when the payment goes through.
 */
export async function linkDePagamento(
  tx: Tx,
  user: AuthUser,
  id: number,
  escopo: Parameters<typeof cobrancaTravada>[2],
  now: Date,
) {
  const s = await cobrancaTravada(tx, id, escopo);
  await exigirPagavel(tx, user, "gerar_link", s);
  const link = await criarLink(tx, {
    finalidade: "PAGAMENTO",
    alvoId: id,
    horas: await numeroParametro(tx, "LINK_PAGAMENTO_HORAS"),
    usuarioId: user.id,
    now,
  });
  await writeHistory(tx, {
    entidade: "solicitacao",
    entidadeId: id,
    acao: "LINK_PAGAMENTO",
    usuarioId: user.id,
    audiencias: CLIENTE_E_EQUIPE,
  });
  return { url: link.url, expira: link.expira };
}

/**
 * What the public payment page shows for a live link: the request, the amount and the pending Pix, else the
 * last attempt.
 */
export async function pagamentoDoLink(tx: Tx, token: string, now: Date) {
  const { id: linkId, alvoId } = await alvoDoLink(tx, "PAGAMENTO", token, now);
  const [s] = await tx
    .select({
      nrosolicitacao: solicitacao.nrosolicitacao,
      servico: modeloOferta.titulo,
      empresa: empresa.nomefantasia,
    })
    .from(solicitacao)
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(solicitacaoEmpresa, eq(solicitacaoEmpresa.solicitacaoId, solicitacao.id))
    .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
    .where(eq(solicitacao.id, alvoId))
    .limit(1);
  // One after the other: queries of a transaction share its connection.
  const pagamentos = await pagamentosDe(tx, alvoId);
  const valor = await valorDevido(tx, alvoId);
  const maxParcelas = await numeroParametro(tx, "PAGAMENTO_MAX_PARCELAS");
  const [situacao] = await tx
    .select({ codigo: substatus.codigo })
    .from(solicitacao)
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(eq(solicitacao.id, alvoId));
  // A Pix issued stays payable after a declined card: the page keeps showing its code.
  const mostrado =
    pagamentos.find((p) => p.situacao === PAGAMENTO.PENDENTE && p.forma === "PIX") ?? pagamentos[0];
  return {
    solicitacao: s,
    valor,
    max_parcelas: maxParcelas,
    pagamento: mostrado ? verPagamento(mostrado, SISTEMA) : null,
    pago: situacao.codigo !== SOLICITACAO.AGUARDANDO_PAGAMENTO,
    cartao_bloqueado: await cartaoBloqueadoNoLink(tx, linkId, now),
  };
}

/** Spends the link once its request is paid, so it cannot be used again. */
async function gastarSePago(tx: Tx, token: string, pagamentoId: number, solicitacaoId: number, now: Date) {
  const p = (await pagamentosDe(tx, solicitacaoId)).find((x) => x.id === pagamentoId)!;
  if (p.situacao === PAGAMENTO.PAGO) await usarLink(tx, "PAGAMENTO", token, now);
  return verPagamento(p, SISTEMA);
}

/**
 * Paying through a link, with no session: the portal acts for the payer (SISTEMA), the token is the permission.
 * A card takes one attempt of the link's, the request's and the address's limits (`ip`): after
 * TENTATIVAS_POR_LINK charges the link takes no more cards and staff are told.
 */
export async function pagarPorLink(db: Conn, token: string, entrada: Entrada, now: Date, ip: string) {
  const link = await db.transaction((tx) => alvoDoLink(tx, "PAGAMENTO", token, now));
  const id = await pagar(db, SISTEMA, {
    solicitacaoId: link.alvoId,
    entrada,
    escopo: undefined,
    now,
    limites: limitesDoLink(link.id, link.alvoId, ip),
    aoRecusar: (tx) => avisarSeBloqueado(tx, link.id, link.alvoId, now),
  });
  return db.transaction((tx) => gastarSePago(tx, token, id, link.alvoId, now));
}

/** Checking a link's pending payment, with no session. */
export async function verificarPorLink(db: Conn, token: string, now: Date) {
  const { alvoId } = await db.transaction((tx) => alvoDoLink(tx, "PAGAMENTO", token, now));
  const v = await verificar(db, SISTEMA, { solicitacaoId: alvoId, escopo: undefined, now });
  const pago = await db.transaction((tx) => gastarSePago(tx, token, v.id, alvoId, now));
  return { pagamento: pago, mensagem: v.mensagem };
}
