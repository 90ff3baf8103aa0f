import "server-only";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { hojeEmSaoPaulo } from "../../lib/dia";
import { centroCusto, centroCustoEnvolvido, solicitacao, status, substatus } from "../../db/schema";
import { saldosDaLinha } from "../centrocusto";
import {
  ABERTOS,
  contarPorSituacao,
  filtroDaFila,
  prazosDasSolicitacoes,
  type FiltroDaFila,
} from "../solicitacao";
import { codigosDosStatus, colunasDoStatus, entradaNoStatus, percentil, porStatus } from "./estadia";
import { contar, dias, type Leitura, type Painel } from "./painel";
import { aCargoDaEquipe } from "./a-cargo-da-equipe";

/** Which part of the staff queue a dashboard counts: a manager's own requests, or all the user reaches. */
export type Recorte = (l: Leitura) => FiltroDaFila;

/** The queue's rows of the dashboard, as the queue filters them (the cards link to it with these filters). */
const daFila = (recorte: Recorte, l: Leitura) => filtroDaFila(l.db, l.user, recorte(l), l.now);

const aberta = inArray(substatus.codigo, ABERTOS);

/** Requests per status and substatus: the queue's own totals. */
export const fila = (recorte: Recorte) => (l: Leitura) => contarPorSituacao(l.db, daFila(recorte, l));

/**
 * Requests with a deadline due by Sunday or already missed, and of which kind (a round of proposals, a
 * diagnostic, a stage): the queue's deadline filter, counted in one pass over the deadlines owed.
 */
export const prazos = (recorte: Recorte) => async (l: Leitura) => {
  const p = prazosDasSolicitacoes(l.db, l.now);
  const quantas = (onde: SQL) =>
    sql<number>`(count(distinct ${p.solicitacaoId}) filter (where ${onde}))::int`;
  const semana = sql`not ${p.atrasado}`;
  const [linha] = await l.db
    .select({
      semana: quantas(semana),
      semana_rodada: quantas(sql`${semana} and ${p.tipo} = 'rodada'`),
      semana_diagnostico: quantas(sql`${semana} and ${p.tipo} = 'diagnostico'`),
      semana_etapa: quantas(sql`${semana} and ${p.tipo} = 'etapa'`),
      atrasado: quantas(sql`${p.atrasado}`),
      atrasado_diagnostico: quantas(sql`${p.atrasado} and ${p.tipo} = 'diagnostico'`),
      atrasado_etapa: quantas(sql`${p.atrasado} and ${p.tipo} = 'etapa'`),
    })
    .from(p)
    .innerJoin(solicitacao, eq(solicitacao.id, p.solicitacaoId))
    .where(daFila(recorte, l));
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
  const doStatus = codigosDosStatus(l.db, "do_status");
  const entrada = entradaNoStatus(l.db, solicitacao.id, sql`${doStatus.codigos}`);
  const naEtapa: SQL = sql`extract(epoch from (${l.now.toISOString()}::timestamptz - coalesce(${entrada.em}, ${solicitacao.dtainclusao}))) / 86400`;
  const linhas = await l.db
    .select({
      ...colunasDoStatus,
      mediana: percentil(0.5, naEtapa),
      maximo: sql<string | null>`max(${naEtapa})`,
      acima_30: contar(sql`${naEtapa} > 30`),
    })
    .from(solicitacao)
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .innerJoin(status, eq(status.id, substatus.statusId))
    .innerJoin(doStatus, eq(doStatus.statusId, status.id))
    .leftJoinLateral(entrada, sql`true`)
    .where(and(daFila(recorte, l), aberta))
    .groupBy(...porStatus)
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
 * and spent), at most ten: each with its four balances, as kept beside it (migration 0028).
 */
export const centros = (envolvido: (l: Leitura) => number | undefined) => async (l: Leitura) => {
  const pessoa = envolvido(l);
  const linhas = await l.db
    .select({
      id: centroCusto.id,
      codigo: centroCusto.codigo,
      descricao: centroCusto.descricao,
      saldo: centroCusto.saldo,
      reservado: centroCusto.reservado,
      comprometido: centroCusto.comprometido,
      gasto: centroCusto.gasto,
    })
    .from(centroCusto)
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
    .orderBy(
      desc(sql`${centroCusto.reservado} + ${centroCusto.comprometido} + ${centroCusto.gasto}`),
      asc(centroCusto.codigo),
    )
    .limit(CENTROS_NO_PAINEL);
  return linhas.map(({ id, codigo, descricao, ...s }) => ({ id, codigo, descricao, ...saldosDaLinha(s) }));
};

/** A manager's dashboard: the requests they are responsible for, as the queue filtered by them. */
const doGestor: Recorte = (l) => ({ gestor: l.user.id });

export const painelGestor = {
  pendencias: aCargoDaEquipe(doGestor),
  fila: fila(doGestor),
  tempo: tempo(doGestor),
  prazos: prazos(doGestor),
  centros: centros((l) => l.user.id),
} satisfies Painel;
