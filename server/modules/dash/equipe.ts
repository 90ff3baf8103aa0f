import "server-only";
import { and, asc, desc, eq, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { hojeEmSaoPaulo } from "../../lib/dia";
import {
  centroCusto,
  centroCustoEnvolvido,
  historico,
  modeloOferta,
  movimentoCentroCusto,
  solicitacao,
  status,
  substatus,
} from "../../db/schema";
import { colunasDeSaldo, saldosDaLinha } from "../centrocusto";
import { ABERTOS, contarPorSituacao, filtroDaFila, prazosDa, type FiltroDaFila } from "../solicitacao";
import { contar, dias, type Leitura, type Painel } from "./painel";

/** Which part of the staff queue a dashboard counts: a manager's own requests, or all the user reaches. */
export type Recorte = (l: Leitura) => FiltroDaFila;

/** The queue's rows of the dashboard, as the queue filters them (the cards link to it with these filters). */
const daFila = (recorte: Recorte, l: Leitura) => filtroDaFila(l.db, l.user, recorte(l), l.now);

const aberta = inArray(substatus.codigo, ABERTOS);
const outro = alias(substatus, "outro");

/** Requests per status and substatus: the queue's own totals. */
export const fila = (recorte: Recorte) => (l: Leitura) => contarPorSituacao(l.db, daFila(recorte, l));

/**
 * Requests with a deadline due this week or already missed, and of which kind (a round of proposals, a
 * diagnostic, a stage): the queue's deadline filter, counted in one pass.
 */
export const prazos = (recorte: Recorte) => async (l: Leitura) => {
  const semana = prazosDa(l.db, "semana", l.now);
  const atrasado = prazosDa(l.db, "atrasado", l.now);
  const marcas = l.db
    .select({
      sr: sql<boolean>`${semana.rodada}`.as("sr"),
      sd: sql<boolean>`${semana.diagnostico}`.as("sd"),
      se: sql<boolean>`${semana.etapa}`.as("se"),
      ad: sql<boolean>`${atrasado.diagnostico}`.as("ad"),
      ae: sql<boolean>`${atrasado.etapa}`.as("ae"),
    })
    .from(solicitacao)
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .where(daFila(recorte, l))
    .as("marcas");
  const [linha] = await l.db
    .select({
      semana: contar(sql`${marcas.sr} or ${marcas.sd} or ${marcas.se}`),
      semana_rodada: contar(sql`${marcas.sr}`),
      semana_diagnostico: contar(sql`${marcas.sd}`),
      semana_etapa: contar(sql`${marcas.se}`),
      atrasado: contar(sql`${marcas.ad} or ${marcas.ae}`),
      atrasado_diagnostico: contar(sql`${marcas.ad}`),
      atrasado_etapa: contar(sql`${marcas.ae}`),
    })
    .from(marcas);
  return {
    semana: {
      total: linha.semana,
      rodada: linha.semana_rodada,
      diagnostico: linha.semana_diagnostico,
      etapa: linha.semana_etapa,
    },
    atrasado: { total: linha.atrasado, diagnostico: linha.atrasado_diagnostico, etapa: linha.atrasado_etapa },
  };
};

/**
 * How long the open requests have been in their current status (stage), per status: how many, the median
 * and the longest, in days, and how many for over 30 days. A stage starts at the history row that moved
 * the request into it from another status, or at its creation.
 */
export const tempo = (recorte: Recorte) => async (l: Leitura) => {
  const doStatus = l.db.select({ codigo: outro.codigo }).from(outro).where(eq(outro.statusId, status.id));
  const entrada = l.db
    .select({ em: sql<Date | null>`max(${historico.dtainclusao})`.as("em") })
    .from(historico)
    .where(
      and(
        eq(historico.entidade, "solicitacao"),
        eq(historico.entidadeId, solicitacao.id),
        inArray(historico.para, doStatus),
        or(isNull(historico.de), notInArray(historico.de, doStatus)),
      ),
    )
    .as("entrada");
  const naEtapa = sql`extract(epoch from (${l.now.toISOString()}::timestamptz - coalesce(${entrada.em}, ${solicitacao.dtainclusao}))) / 86400`;
  const linhas = await l.db
    .select({
      codigo: status.codigo,
      descricao: status.descricao,
      cor: status.cor,
      total: sql<number>`count(*)::int`,
      mediana: sql<string | null>`percentile_cont(0.5) within group (order by ${naEtapa})`,
      maximo: sql<string | null>`max(${naEtapa})`,
      acima_30: contar(sql`${naEtapa} > 30`),
    })
    .from(solicitacao)
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .innerJoin(status, eq(status.id, substatus.statusId))
    .leftJoinLateral(entrada, sql`true`)
    .where(and(daFila(recorte, l), aberta))
    .groupBy(status.id, status.codigo, status.descricao, status.cor, status.ordem)
    .orderBy(asc(status.ordem));
  // A status is listed only with a request in it, so its median and maximum exist.
  return linhas.map(({ mediana, maximo, ...x }) => ({
    ...x,
    mediana_dias: dias(mediana)!,
    maximo_dias: dias(maximo)!,
  }));
};

const CENTROS_NO_PAINEL = 10;

/**
 * The cost centres of this year (São Paulo) the dashboard follows, most used first (reserved, committed
 * and spent), at most ten: each with its four balances, from its ledger in one grouped query.
 */
export const centros = (envolvido: (l: Leitura) => number | undefined) => async (l: Leitura) => {
  const pessoa = envolvido(l);
  const uso = sql`${colunasDeSaldo.reservado} + ${colunasDeSaldo.comprometido} + ${colunasDeSaldo.gasto}`;
  const linhas = await l.db
    .select({
      id: centroCusto.id,
      codigo: centroCusto.codigo,
      descricao: centroCusto.descricao,
      ...colunasDeSaldo,
    })
    .from(centroCusto)
    .leftJoin(movimentoCentroCusto, eq(movimentoCentroCusto.centroCustoId, centroCusto.id))
    .where(
      and(
        eq(centroCusto.ano, Number(hojeEmSaoPaulo(l.now).slice(0, 4))),
        pessoa === undefined
          ? undefined
          : inArray(
              centroCusto.id,
              l.db
                .select({ id: centroCustoEnvolvido.centroCustoId })
                .from(centroCustoEnvolvido)
                .where(eq(centroCustoEnvolvido.usuarioId, pessoa)),
            ),
      ),
    )
    .groupBy(centroCusto.id, centroCusto.codigo, centroCusto.descricao)
    .orderBy(desc(uso), asc(centroCusto.codigo))
    .limit(CENTROS_NO_PAINEL);
  return linhas.map(({ id, codigo, descricao, saldo, reservado, comprometido, gasto }) => ({
    id,
    codigo,
    descricao,
    ...saldosDaLinha({ saldo, reservado, comprometido, gasto }),
  }));
};

/** A manager's dashboard: the requests they are responsible for, as the queue filtered by them. */
const doGestor: Recorte = (l) => ({ gestor: l.user.id });

export const painelGestor = {
  fila: fila(doGestor),
  tempo: tempo(doGestor),
  prazos: prazos(doGestor),
  centros: centros((l) => l.user.id),
} satisfies Painel;
