import "server-only";
import { and, asc, eq, gte, inArray, or } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import {
  credenciamento,
  credenciamentoApto,
  etapaModelo,
  faixaQuilometragem,
  modeloHora,
  modeloOferta,
  planoPagamento,
  proposta,
  propostaEtapa,
  propostaParcela,
  solicitacao,
  substatus,
} from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { badRequest, conflict, notFound } from "../../../lib/errors";
import { registrarCriacao } from "../../../lib/workflow";
import { substatusId } from "../../../lib/status";
import { porcentagemSubsidio } from "../../solicitacao";
import { prestadorasAptasDe } from "../../../authz/escopo";
import type { AtualizaProposta, NovaProposta } from "../schemas";
import { calcularValores, colunasDeValores, emReais } from "@/lib/regras/valores-proposta";
import { PROPOSTA } from "@/lib/regras/proposta";
import { SOLICITACAO } from "@/lib/regras/solicitacao";

type Campos = Omit<NovaProposta, "solicitacao">;
const PRAZO_ENCERRADO = "O prazo para envio de propostas desta solicitação terminou.";

/**
 * The provider company of `user` that may quote request `id` now: released, before its deadline, and
 * open to that company (chosen directly, or accredited for the service). 404 otherwise, so a provider
 * learns nothing of requests not open to it.
 */
async function rodadaDaSolicitacao(tx: Tx, user: AuthUser, id: number, now: Date) {
  const aptas = prestadorasAptasDe(tx, user.id);
  const [row] = await tx
    .select({
      prestadorId: credenciamento.empresaId,
      solicitacao: solicitacao.id,
      prazo: solicitacao.dtaprazoenvioproposta,
    })
    .from(solicitacao)
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .innerJoin(
      credenciamento,
      and(eq(credenciamento.servicoId, modeloOferta.servicoId), inArray(credenciamento.empresaId, aptas)),
    )
    .where(
      and(
        eq(solicitacao.id, id),
        eq(substatus.codigo, SOLICITACAO.AGUARDANDO_PROPOSTAS),
        or(
          and(eq(solicitacao.escolhaDireta, false), credenciamentoApto()),
          and(eq(solicitacao.escolhaDireta, true), eq(solicitacao.prestadorId, credenciamento.empresaId)),
        ),
      ),
    )
    // Sending waits for a new round or a close running now, so it never lands in a closed round.
    .for("update", { of: solicitacao });
  if (!row) throw notFound("Solicitação não encontrada ou fechada para propostas.");
  if (!row.prazo || row.prazo < now) throw conflict(PRAZO_ENCERRADO);
  return row;
}

/**
 * Checks the proposal against its request's offer and the reference lists, and computes its values:
 * one entry per offer stage, one instalment per the plan's count on stages of the offer, a travel band
 * when a stage has a visit. Field errors in pt-BR (400) for anything that does not fit.
 */
async function precificar(tx: Tx, solicitacaoId: number, c: Campos) {
  const [[s], horas, planos, faixas] = await Promise.all([
    tx
      .select({ modelo: solicitacao.modeloOfertaId })
      .from(solicitacao)
      .where(eq(solicitacao.id, solicitacaoId)),
    tx.select().from(modeloHora).where(eq(modeloHora.id, c.modelo_hora)),
    tx.select().from(planoPagamento).where(eq(planoPagamento.id, c.plano_pagamento)),
    c.faixa_quilometragem
      ? tx.select().from(faixaQuilometragem).where(eq(faixaQuilometragem.id, c.faixa_quilometragem))
      : Promise.resolve([]),
  ]);
  const etapas = await tx
    .select({ id: etapaModelo.id, ordem: etapaModelo.ordem })
    .from(etapaModelo)
    .where(eq(etapaModelo.modeloOfertaId, s.modelo))
    .orderBy(asc(etapaModelo.ordem));
  const ordemDe = new Map(etapas.map((e) => [e.id, e.ordem]));
  const errors: Record<string, string[]> = {};
  if (!horas[0]) errors.modelo_hora = ["Escolha um modelo de hora da lista."];
  if (!planos[0]) errors.plano_pagamento = ["Escolha um plano de pagamento da lista."];
  const pedidas = new Set(c.etapas.map((e) => e.etapa));
  if (
    c.etapas.some((e) => !ordemDe.has(e.etapa)) ||
    pedidas.size !== c.etapas.length ||
    pedidas.size !== etapas.length
  )
    errors.etapas = ["Informe as horas de cada etapa da oferta, uma vez cada."];
  const visita = c.etapas.some((e) => e.visita);
  if (visita && !faixas[0]) errors.faixa_quilometragem = ["Com visita, escolha a faixa de quilometragem."];
  if (planos[0] && c.parcelas.length !== planos[0].parcelas)
    errors.parcelas = [`O plano escolhido tem ${planos[0].parcelas} parcela(s): diga a etapa de cada uma.`];
  else if (c.parcelas.some((e) => !ordemDe.has(e)))
    errors.parcelas = ["Cada parcela deve ser paga numa etapa da oferta."];
  if (Object.keys(errors).length) throw badRequest("Dados inválidos.", errors);
  const { porcentagem, parceiros } = await porcentagemSubsidio(tx, solicitacaoId);
  const h = horas[0];
  const valores = calcularValores({
    etapas: c.etapas.map((e) => ({ ordem: ordemDe.get(e.etapa)!, horas: e.horas, visita: e.visita })),
    hora: {
      valorHora: Number(h.valorHora),
      valorHoraAdicional: Number(h.valorHoraAdicional),
      horaLimite: h.horaLimite,
    },
    deslocamento: visita ? Number(faixas[0].valor) : null,
    parcelas: c.parcelas.map((e) => ordemDe.get(e)!),
    porcentagemSubsidio: porcentagem,
    porcentagemParceiros: parceiros,
  });
  const etapaDe = new Map(etapas.map((e) => [e.ordem, e.id]));
  return {
    colunas: {
      dtaInicio: c.dta_inicio,
      dtaFim: c.dta_fim,
      dtaprazo: c.dtaprazo,
      comentario: c.comentario,
      modeloHoraId: c.modelo_hora,
      faixaQuilometragemId: visita ? c.faixa_quilometragem : null,
      planoPagamentoId: c.plano_pagamento,
      ...colunasDeValores(valores, { porcentagem, parceiros }),
    },
    gravarItens: async (propostaId: number) => {
      await tx.delete(propostaEtapa).where(eq(propostaEtapa.propostaId, propostaId));
      await tx.delete(propostaParcela).where(eq(propostaParcela.propostaId, propostaId));
      await tx.insert(propostaEtapa).values(
        valores.etapas.map((e) => ({
          propostaId,
          etapaModeloId: etapaDe.get(e.ordem)!,
          ordem: e.ordem,
          horas: e.horas,
          visita: e.visita,
          valor: emReais(e.valor),
        })),
      );
      await tx
        .insert(propostaParcela)
        .values(valores.parcelas.map((p) => ({ propostaId, ...p, valor: emReais(p.valor) })));
    },
  };
}

/**
 * A provider's first proposal for a request: kept as a draft (partial_save) or sent. One per company and
 * request (409 for a second: revise the first). Values computed here, never read from the body.
 */
export async function criarProposta(
  tx: Tx,
  user: AuthUser,
  body: NovaProposta,
  rascunho: boolean,
  now: Date,
) {
  const rodada = await rodadaDaSolicitacao(tx, user, body.solicitacao, now);
  const [existente] = await tx
    .select({ id: proposta.id })
    .from(proposta)
    .where(and(eq(proposta.solicitacaoId, body.solicitacao), eq(proposta.prestadorId, rodada.prestadorId)));
  if (existente) throw conflict("Sua empresa já tem uma proposta para esta solicitação: atualize-a.");
  const { solicitacao: _, ...campos } = body;
  const preco = await precificar(tx, body.solicitacao, campos);
  const codigo = rascunho ? PROPOSTA.RASCUNHO : PROPOSTA.ENVIADA;
  const [criada] = await tx
    .insert(proposta)
    .values({
      solicitacaoId: body.solicitacao,
      prestadorId: rodada.prestadorId,
      substatusId: await substatusId(tx, "proposta", codigo),
      usuarioId: user.id,
      dtaenvio: rascunho ? null : now,
      dtainclusao: now,
      ...preco.colunas,
    })
    .returning({ id: proposta.id, versao: proposta.versao });
  await preco.gravarItens(criada.id);
  await registrarCriacao(tx, {
    entidade: "proposta",
    entidadeId: criada.id,
    acao: rascunho ? "CRIAR" : "ENVIAR",
    para: codigo,
    usuarioId: user.id,
  });
  return criada.id;
}

/** The fields and items of a revision, for the workflow's `set` and after it. */
export const revisao = (tx: Tx, solicitacaoId: number, body: AtualizaProposta) => {
  const { id: _, ...campos } = body;
  return precificar(tx, solicitacaoId, campos);
};

/** The round of a proposal's request is still open (for revising a draft or a sent proposal). */
export async function exigirRodadaAberta(tx: Tx, solicitacaoId: number, now: Date) {
  const [aberta] = await tx
    .select({ id: solicitacao.id })
    .from(solicitacao)
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(
      and(
        eq(solicitacao.id, solicitacaoId),
        eq(substatus.codigo, SOLICITACAO.AGUARDANDO_PROPOSTAS),
        gte(solicitacao.dtaprazoenvioproposta, now),
      ),
    );
  if (!aberta) throw conflict(PRAZO_ENCERRADO);
}
