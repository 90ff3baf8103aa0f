import "server-only";
import type { Conn, Tx } from "../../db/client";
import { gravarEvento } from "../../lib/evento";
import { registrarAudiencias, registrarTextos, SO_EQUIPE, writeHistory } from "../../lib/history";
import { esgotado, type Limite } from "../../lib/limite";

const BLOQUEADO = "LINK_PAGAMENTO_BLOQUEADO";
// The portal locks a link by itself, in no table of acts: its row in the request's history is staff's alone.
registrarTextos("solicitacao", [
  { codigo: BLOQUEADO, texto: "Link de pagamento bloqueado depois de cartões recusados" },
]);
registrarAudiencias("solicitacao", [{ codigo: BLOQUEADO, audiencias: SO_EQUIPE }]);

const HORA = 3_600_000;

/** Card charges a payment link takes: after them it locks (its card payments refused) and staff are told. */
export const TENTATIVAS_POR_LINK = 5;

/** A link's charges, counted over longer than any link lives: a locked link stays locked; staff send a new one. */
const doLink = (linkId: number): Limite => ({
  chave: `pagamento:link:${linkId}`,
  max: TENTATIVAS_POR_LINK,
  janelaMs: 366 * 24 * HORA,
  mensagem:
    "Este link de pagamento foi bloqueado depois de várias tentativas recusadas. Peça um novo link à equipe do programa.",
});

/** A request's charges an hour, in the portal and through its links alike. */
const daSolicitacao = (id: number): Limite => ({
  chave: `pagamento:solicitacao:${id}`,
  max: 5,
  janelaMs: HORA,
  mensagem: "Muitas tentativas de pagamento por cartão nesta solicitação. Aguarde uma hora e tente de novo.",
});

/** An address's charges an hour, over every request and link: one tester trying many links. */
const doEndereco = (ip: string): Limite => ({
  chave: `pagamento:ip:${ip}`,
  max: 20,
  janelaMs: HORA,
  mensagem:
    "Muitas tentativas de pagamento por cartão a partir deste endereço. Aguarde e tente de novo mais tarde.",
});

/**
 * The limits a card charge takes one attempt of (issue 43: card testing), in the portal and through a link; the
 * link's first, so a locked link says so.
 */
export const limitesDoPortal = (solicitacaoId: number, ip: string) => [
  daSolicitacao(solicitacaoId),
  doEndereco(ip),
];
export const limitesDoLink = (linkId: number, solicitacaoId: number, ip: string) => [
  doLink(linkId),
  ...limitesDoPortal(solicitacaoId, ip),
];

/** Whether link `linkId` took its last card charge: its page offers only Pix. */
export const cartaoBloqueadoNoLink = (conn: Conn, linkId: number, now: Date) =>
  esgotado(conn, doLink(linkId), now);

/**
 * After a declined card through link `linkId`: when that was its last charge, staff are told the link locked
 * (once, the event's key) and read it in the request's history.
 */
export async function avisarSeBloqueado(tx: Tx, linkId: number, solicitacaoId: number, now: Date) {
  if (!(await cartaoBloqueadoNoLink(tx, linkId, now))) return;
  const registrado = await gravarEvento(tx, {
    entidade: "solicitacao",
    entidadeId: solicitacaoId,
    acao: BLOQUEADO,
    usuarioId: null,
    dados: { tentativas: TENTATIVAS_POR_LINK },
    chave: `link_pagamento_bloqueado:${linkId}`,
  });
  if (registrado !== null)
    await writeHistory(tx, {
      entidade: "solicitacao",
      entidadeId: solicitacaoId,
      acao: BLOQUEADO,
      usuarioId: null,
      audiencias: SO_EQUIPE,
    });
}
