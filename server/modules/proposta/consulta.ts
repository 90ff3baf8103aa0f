import "server-only";
import { and, asc, desc, eq, exists, gte, inArray, lt, ne, notExists, or, sql } from "drizzle-orm";
import { maskCNPJ } from "@/lib/format";
import { hasAnyRole } from "@/lib/roles";
import type { Conn } from "../../db/client";
import {
  arquivo,
  credenciamento,
  empresa,
  etapaModelo,
  faixaQuilometragem,
  modeloHora,
  modeloOferta,
  planoPagamento,
  proposta,
  propostaEtapa,
  propostaParcela,
  solicitacao,
  status,
  substatus,
} from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { loadFile } from "../../lib/files";
import { audienciaDe, readHistory } from "../../lib/history";
import { paged, type Window } from "../../lib/pagination";
import { matchesAny } from "../../lib/search";
import { acoesDisponiveis } from "../../lib/workflow";
import { rodadaAbertaEm, solicitacoesDe } from "../solicitacao";
import {
  abertaAoPrestador,
  empresasDoUsuario,
  propostaVisivelPara,
  rodadaAberta,
  substatusDaSolicitacao,
} from "../../authz/escopo";
import {
  FILTRO_OPORTUNIDADE,
  PROPOSTA,
  type FiltroOportunidade,
  type StatusProposta,
} from "@/lib/regras/proposta";
import { PROPOSTAS_EM_DECISAO, SOLICITACAO } from "@/lib/regras/solicitacao";
import { propostaWorkflow } from "./workflow";

const corDe = (s: typeof substatus) => ({ id: s.id, codigo: s.codigo, descricao: s.descricao, cor: s.cor });

/** Proposals with their status, provider and request state at `now`; callers add the scope. */
export const selectPropostas = (conn: Conn, now: Date) =>
  conn
    .select({
      p: proposta,
      status: corDe(substatus),
      prestador: { id: empresa.id, nomefantasia: empresa.nomefantasia, cnpj: empresa.cnpj },
      visita: sql<boolean>`exists (select 1 from ${propostaEtapa} where ${propostaEtapa.propostaId} = ${proposta.id} and ${propostaEtapa.visita})`,
      // The provider may still change it: its round is open (the deadline ahead), or it is being negotiated.
      alteravel: sql<boolean>`(${or(rodadaAbertaEm(now), eq(substatus.codigo, PROPOSTA.EM_NEGOCIACAO))})`,
    })
    .from(proposta)
    .innerJoin(substatus, eq(substatus.id, proposta.substatusId))
    .innerJoin(status, eq(status.id, substatus.statusId))
    .innerJoin(solicitacao, eq(solicitacao.id, proposta.solicitacaoId))
    .innerJoin(substatusDaSolicitacao, eq(substatusDaSolicitacao.id, solicitacao.substatusId))
    .innerJoin(empresa, eq(empresa.id, proposta.prestadorId));

type Linha = Awaited<ReturnType<typeof selectPropostas>>[number];

/** Clients read whole percentages (DESIGN §5); those who price and pay read them to the cent. */
const percentual = (user: AuthUser, valor: string | number) =>
  hasAnyRole(user, ["cliente"]) && !hasAnyRole(user, ["prestador"])
    ? Math.round(Number(valor))
    : Math.round(Number(valor) * 100) / 100;

/** The client's share of the gross value, in percent (nothing to pay of nothing). */
const parteDoCliente = (p: { valorBruto: string; valorCliente: string }) =>
  Number(p.valorBruto) > 0 ? (Number(p.valorCliente) / Number(p.valorBruto)) * 100 : 0;

/** The proposals as PropostaResumo, with their requests read in one go. */
export async function presentar(conn: Conn, user: AuthUser, rows: Linha[]) {
  const solicitacoes = await solicitacoesDe(
    conn,
    rows.map((r) => r.p.solicitacaoId),
  );
  return rows.map(({ p, status: st, prestador, visita }) => {
    const { item } = solicitacoes.get(p.solicitacaoId)!;
    const porcentagemCliente = percentual(user, parteDoCliente(p));
    const empresaProposta = {
      id: prestador.id,
      nomefantasia: prestador.nomefantasia,
      cnpj_mask: prestador.cnpj && maskCNPJ(prestador.cnpj),
    };
    return {
      id: p.id,
      solicitacao: {
        id: item.id,
        nrosolicitacao: item.nrosolicitacao,
        empresa_label: item.empresa_label,
        modelooferta: { id: item.modelooferta.id, titulo: item.modelooferta.titulo },
        dtaprazoenvioproposta: item.dtaprazoenvioproposta,
      },
      prestador: empresaProposta,
      empresa_proposta: empresaProposta,
      status: st,
      valor_bruto: Number(p.valorBruto),
      valor_subsidio: Number(p.valorSubsidio),
      valor_subsidio_parceiros: Number(p.valorSubsidioParceiros),
      valor_cliente: Number(p.valorCliente),
      percentual_subsidio: percentual(user, p.percentualSubsidio),
      porcentagem_subsidio: Math.round((100 - porcentagemCliente) * 100) / 100,
      porcentagem_cliente: porcentagemCliente,
      dta_inicio: p.dtaInicio,
      dta_fim: p.dtaFim,
      dtaprazo: p.dtaprazo,
      visita,
      dtaenvio: p.dtaenvio?.toISOString() ?? null,
    };
  });
}

const escopo = (conn: Conn, user: AuthUser, now: Date) =>
  propostaVisivelPara(conn, user, rodadaAbertaEm(now));

/**
 * A page of the provider's own proposals: `status` one of them, or all but drafts. Counted and paged over
 * the proposal and its state alone (its request joined only for a search or the analysis), through the
 * provider's index: a provider with thousands of proposals costs an index scan, not thousands of joins.
 * The window's rows are then read in full.
 */
export async function minhasPropostas(
  conn: Conn,
  user: AuthUser,
  f: { search?: string; status?: StatusProposta; emAnalise?: boolean },
  win: Window,
  now: Date,
) {
  const doPedido = !!f.search || !!f.emAnalise;
  const where = and(
    inArray(proposta.prestadorId, empresasDoUsuario(conn, user.id)),
    f.status ? eq(substatus.codigo, f.status) : ne(substatus.codigo, PROPOSTA.RASCUNHO),
    // In analysis: the round closed (or its deadline passed, before the job records it) and the client or
    // staff are deciding.
    f.emAnalise
      ? or(
          inArray(substatusDaSolicitacao.codigo, PROPOSTAS_EM_DECISAO),
          and(rodadaAberta, lt(solicitacao.dtaprazoenvioproposta, now)),
        )
      : undefined,
    matchesAny(f.search, [solicitacao.nrosolicitacao, solicitacao.objetivo]),
  );
  const ordem = [desc(proposta.dtainclusao), desc(proposta.id)];
  const page = await paged(
    conn,
    () => {
      const q = conn
        .select({ id: proposta.id })
        .from(proposta)
        .innerJoin(substatus, eq(substatus.id, proposta.substatusId))
        .$dynamic();
      return (
        doPedido
          ? q
              .innerJoin(solicitacao, eq(solicitacao.id, proposta.solicitacaoId))
              .innerJoin(substatusDaSolicitacao, eq(substatusDaSolicitacao.id, solicitacao.substatusId))
          : q
      ).where(where);
    },
    ordem,
    win,
  );
  const ids = page.results.map((r) => r.id);
  const rows = ids.length
    ? await selectPropostas(conn, now)
        .where(inArray(proposta.id, ids))
        .orderBy(...ordem)
    : [];
  return { count: page.count, results: await presentar(conn, user, rows) };
}

/** The provider's own proposal on the query's request (a draft only, with `rascunho`). */
export const minhaNaSolicitacao = (conn: Conn, user: AuthUser, rascunho: boolean) =>
  conn
    .select({ um: proposta.id })
    .from(proposta)
    .innerJoin(substatus, eq(substatus.id, proposta.substatusId))
    .where(
      and(
        eq(proposta.solicitacaoId, solicitacao.id),
        inArray(proposta.prestadorId, empresasDoUsuario(conn, user.id)),
        rascunho ? eq(substatus.codigo, PROPOSTA.RASCUNHO) : undefined,
      ),
    );

/**
 * The requests the provider may quote now: released, deadline not passed, open to them. The query joins
 * the request's substatus and offer.
 */
export const oportunidadeAberta = (conn: Conn, user: AuthUser, now: Date) =>
  and(
    eq(substatus.codigo, SOLICITACAO.AGUARDANDO_PROPOSTAS),
    gte(solicitacao.dtaprazoenvioproposta, now),
    abertaAoPrestador(conn, user),
  );

/**
 * The requests the provider may quote now, soonest deadline first, with their own proposal when they
 * started one.
 */
export async function oportunidades(
  conn: Conn,
  user: AuthUser,
  f: { search?: string; dash_filter?: FiltroOportunidade },
  win: Window,
  now: Date,
) {
  const minhas = inArray(proposta.prestadorId, empresasDoUsuario(conn, user.id));
  const where = and(
    oportunidadeAberta(conn, user, now),
    matchesAny(f.search, [solicitacao.nrosolicitacao, solicitacao.objetivo, modeloOferta.titulo]),
    f.dash_filter === FILTRO_OPORTUNIDADE.RASCUNHO ? exists(minhaNaSolicitacao(conn, user, true)) : undefined,
    f.dash_filter === FILTRO_OPORTUNIDADE.SEM_PROPOSTA
      ? notExists(minhaNaSolicitacao(conn, user, false))
      : undefined,
  );
  const page = await paged(
    conn,
    () =>
      conn
        .select({ id: solicitacao.id })
        .from(solicitacao)
        .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
        .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
        .where(where)
        .$dynamic(),
    [asc(solicitacao.dtaprazoenvioproposta), asc(solicitacao.id)],
    win,
  );
  const ids = page.results.map((r) => r.id);
  const [solicitacoes, propostas] = await Promise.all([
    solicitacoesDe(conn, ids),
    ids.length
      ? conn
          .select({ id: proposta.id, solicitacaoId: proposta.solicitacaoId, status: corDe(substatus) })
          .from(proposta)
          .innerJoin(substatus, eq(substatus.id, proposta.substatusId))
          .where(and(inArray(proposta.solicitacaoId, ids), minhas))
      : [],
  ]);
  return {
    count: page.count,
    results: ids.map((id) => {
      const { item } = solicitacoes.get(id)!;
      const minha = propostas.find((p) => p.solicitacaoId === id);
      return {
        ...cabecalhoDaCotacao(item),
        objetivo: item.objetivo,
        minha_proposta: minha ? { id: minha.id, status: minha.status } : null,
      };
    }),
  };
}

/** What a provider quoting sees first of a request, in its list of opportunities and on its page. */
export const cabecalhoDaCotacao = (item: {
  id: number;
  nrosolicitacao: string;
  empresa_label: string;
  modelooferta: { id: number; titulo: string };
  dtaprazoenvioproposta: string | null;
}) => ({
  id: item.id,
  nrosolicitacao: item.nrosolicitacao,
  empresa_label: item.empresa_label,
  modelooferta: { id: item.modelooferta.id, titulo: item.modelooferta.titulo },
  dtaprazoenvioproposta: item.dtaprazoenvioproposta,
});

/** The proposals of one request the user may read (sealed bids), the selected first. */
export async function propostasDaSolicitacao(conn: Conn, user: AuthUser, solicitacaoId: number, now: Date) {
  const rows = await selectPropostas(conn, now)
    .where(and(eq(proposta.solicitacaoId, solicitacaoId), escopo(conn, user, now)))
    .orderBy(asc(proposta.dtaenvio), asc(proposta.id));
  return presentar(conn, user, rows);
}

/** One proposal the user may read, with its stages, instalments, references, actions and history. */
export async function detalheDaProposta(conn: Conn, user: AuthUser, id: number, now: Date) {
  const [row] = await selectPropostas(conn, now).where(and(eq(proposta.id, id), escopo(conn, user, now)));
  if (!row) throw notFound("Proposta não encontrada.");
  const { p } = row;
  const [[resumo], etapas, parcelas, [refs], [credenciado], historico] = await Promise.all([
    presentar(conn, user, [row]),
    etapasDaProposta(conn, id),
    conn
      .select({
        numero: propostaParcela.numero,
        etapa_ordem: propostaParcela.etapaOrdem,
        valor: propostaParcela.valor,
      })
      .from(propostaParcela)
      .where(eq(propostaParcela.propostaId, id))
      .orderBy(asc(propostaParcela.numero)),
    conn
      .select({
        modelo_hora: { id: modeloHora.id, descricao: modeloHora.descricao },
        plano_pagamento: {
          id: planoPagamento.id,
          descricao: planoPagamento.descricao,
          parcelas: planoPagamento.parcelas,
        },
      })
      .from(modeloHora)
      .innerJoin(planoPagamento, eq(planoPagamento.id, p.planoPagamentoId))
      .where(eq(modeloHora.id, p.modeloHoraId)),
    conn
      .select({ desde: credenciamento.dtainclusao })
      .from(credenciamento)
      .innerJoin(modeloOferta, eq(modeloOferta.servicoId, credenciamento.servicoId))
      .innerJoin(solicitacao, eq(solicitacao.modeloOfertaId, modeloOferta.id))
      .where(and(eq(solicitacao.id, p.solicitacaoId), eq(credenciamento.empresaId, p.prestadorId))),
    readHistory(conn, [["proposta", id]], audienciaDe(user)),
  ]);
  const [anexo] = p.arquivoId
    ? await conn
        .select({ id: arquivo.id, nome: arquivo.nome, tipo: arquivo.tipo, tamanho: arquivo.tamanho })
        .from(arquivo)
        .where(eq(arquivo.id, p.arquivoId))
    : [];
  const faixa = p.faixaQuilometragemId
    ? (
        await conn
          .select({
            id: faixaQuilometragem.id,
            km_minimo: faixaQuilometragem.kmMinimo,
            km_maximo: faixaQuilometragem.kmMaximo,
          })
          .from(faixaQuilometragem)
          .where(eq(faixaQuilometragem.id, p.faixaQuilometragemId))
      )[0]
    : null;
  return {
    ...resumo,
    comentario: p.comentario,
    ...refs,
    faixa_quilometragem: faixa ?? null,
    etapas,
    parcelas: parcelas.map((x) => ({ ...x, valor: Number(x.valor) })),
    arquivo: anexo ?? null,
    credenciado_desde: credenciado?.desde.toISOString() ?? null,
    versao: p.versao,
    acoes: acoesDisponiveis(propostaWorkflow, user, row.status.codigo as StatusProposta, {
      ...p,
      alteravel: row.alteravel,
    }),
    historico,
  };
}

/** A proposal's stages with the offer stage each prices, in order. */
export async function etapasDaProposta(conn: Conn, propostaId: number) {
  const rows = await conn
    .select({
      id: propostaEtapa.id,
      etapa: {
        id: etapaModelo.id,
        ordem: etapaModelo.ordem,
        titulo: etapaModelo.titulo,
        descricao: etapaModelo.descricao,
        entregavel: etapaModelo.entregavel,
      },
      ordem: propostaEtapa.ordem,
      horas: propostaEtapa.horas,
      visita: propostaEtapa.visita,
      valor: propostaEtapa.valor,
    })
    .from(propostaEtapa)
    .innerJoin(etapaModelo, eq(etapaModelo.id, propostaEtapa.etapaModeloId))
    .where(eq(propostaEtapa.propostaId, propostaId))
    .orderBy(asc(propostaEtapa.ordem));
  return rows.map((r) => ({ ...r, valor: Number(r.valor) }));
}

/** The proposal's stages for `GET proposta/{solicitacao}/etapas/{proposta}/`, when the user reads it. */
export async function etapasVisiveis(
  conn: Conn,
  user: AuthUser,
  solicitacaoId: number,
  propostaId: number,
  now: Date,
) {
  const [row] = await selectPropostas(conn, now).where(
    and(eq(proposta.id, propostaId), eq(proposta.solicitacaoId, solicitacaoId), escopo(conn, user, now)),
  );
  if (!row) throw notFound("Proposta não encontrada.");
  return etapasDaProposta(conn, propostaId);
}

/** The companies a proposal covers: its request's, when the user reads the proposal. */
export async function empresasDaProposta(conn: Conn, user: AuthUser, id: number, now: Date) {
  const [row] = await selectPropostas(conn, now).where(and(eq(proposta.id, id), escopo(conn, user, now)));
  if (!row) throw notFound("Proposta não encontrada.");
  return (await solicitacoesDe(conn, [row.p.solicitacaoId])).get(row.p.solicitacaoId)!.empresas_detalhe;
}

/** The proposal's PDF, for whoever reads the proposal; 404 without one. */
export async function arquivoDaProposta(conn: Conn, user: AuthUser, id: number, now: Date) {
  const [row] = await selectPropostas(conn, now).where(and(eq(proposta.id, id), escopo(conn, user, now)));
  if (!row?.p.arquivoId) throw notFound("Proposta sem PDF anexado.");
  return loadFile(conn, row.p.arquivoId);
}
