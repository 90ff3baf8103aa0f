import "server-only";
import { and, asc, desc, eq, gte, lt, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Conn } from "../../db/client";
import { historico, solicitacao, status, substatus } from "../../db/schema";
import { DIA_MS, hojeEmSaoPaulo, inicioDoDia } from "../../lib/dia";
import { filtroDaFila } from "../solicitacao";
import { dias, type Leitura } from "./painel";

// A stay of a request in a status (a stage: análise, cotação, contratação, execução) runs from the history
// row that moved it into the status from another one (or from its creation) to the row that moved it out.
// Steps within a status (a return to the client, a negotiation) do not end it.

/** A status as the dashboards' rows show it, with how many rows of the query are in it. */
export const colunasDoStatus = {
  codigo: status.codigo,
  descricao: status.descricao,
  cor: status.cor,
  total: sql<number>`count(*)::int`,
};
/** Grouping by status, for colunasDoStatus: then ordered by the workflow's order. */
export const porStatus = [status.id, status.codigo, status.descricao, status.cor, status.ordem] as const;

/** The `p`-th percentile of `valor` over the group (0.5, the median), as text (numeric). */
export const percentil = (p: number, valor: SQL) =>
  sql<string>`percentile_cont(${sql.raw(String(p))}) within group (order by ${valor})`;

/** The request's statuses, each with the codes of its substatuses: what a history row's `de` and `para` hold. */
export const codigosDosStatus = (conn: Conn, nome: string) =>
  conn
    .select({
      statusId: substatus.statusId,
      codigos: sql<string[]>`array_agg(${substatus.codigo}::text)`.as(`${nome}_codigos`),
    })
    .from(substatus)
    .innerJoin(status, eq(status.id, substatus.statusId))
    .where(eq(status.entidade, "solicitacao"))
    .groupBy(substatus.statusId)
    .as(nome);

/**
 * When request `solicitacao` (a column of the outer query) last came into the status of substatus codes
 * `codigos` (an array of the outer query), before `antes` when given: null when it has been there since its
 * creation. For a LATERAL join: each probe reads the request's few history rows through their index.
 */
export const entradaNoStatus = (conn: Conn, solicitacao: AnyPgColumn, codigos: SQL, antes?: SQL) =>
  conn
    .select({ em: sql<Date | null>`max(${historico.dtainclusao})`.as("entrada_em") })
    .from(historico)
    .where(
      and(
        eq(historico.entidade, "solicitacao"),
        eq(historico.entidadeId, solicitacao),
        sql`${historico.para} = any(${codigos})`,
        sql`(${historico.de} is null or not ${historico.de} = any(${codigos}))`,
        antes ? lt(historico.dtainclusao, antes) : undefined,
      ),
    )
    .as("entrada");

/** The São Paulo day `n` days before today, as the queue's date filters take it. */
export const diasAtras = (now: Date, n: number) =>
  new Date(Date.parse(`${hojeEmSaoPaulo(now)}T12:00:00Z`) - n * DIA_MS).toISOString().slice(0, 10);

/** Stays per stage are those ended in the last 90 days. */
const DIAS_DAS_ETAPAS = 90;
/**
 * The most recent stays the median per stage is taken over, found among that many times as many latest
 * history rows (most of a request's rows are steps within a status or changes of its fields).
 */
const ESTADIAS = 2000;
const LINHAS_POR_ESTADIA = 5;

/** The request's substatuses with their status, under `nome` (it is joined twice: from and to). */
const estados = (conn: Conn, nome: string) =>
  conn
    .select({ codigo: substatus.codigo, statusId: substatus.statusId })
    .from(substatus)
    .innerJoin(status, eq(status.id, substatus.statusId))
    .where(eq(status.entidade, "solicitacao"))
    .as(nome);

/**
 * The median and the 90th percentile of days a request stayed in each status, over the latest stays
 * (ESTADIAS at most) that ended in the last 90 days. The cap keeps the cost fixed at any volume.
 */
export async function estadiasRecentes(l: Leitura) {
  const desde = inicioDoDia(diasAtras(l.now, DIAS_DAS_ETAPAS));
  // The latest history rows of the window, read backwards through their index and cut short: the
  // status changes among them are the stays' ends.
  const recente = l.db
    .select({
      solicitacaoId: historico.entidadeId,
      em: historico.dtainclusao,
      de: historico.de,
      para: historico.para,
    })
    .from(historico)
    .where(and(eq(historico.entidade, "solicitacao"), gte(historico.dtainclusao, desde)))
    .orderBy(desc(historico.dtainclusao))
    .limit(ESTADIAS * LINHAS_POR_ESTADIA)
    .as("recente");
  const [de, para] = [estados(l.db, "de"), estados(l.db, "para")];
  const doStatus = codigosDosStatus(l.db, "do_status");
  const saida = l.db
    .select({
      solicitacaoId: recente.solicitacaoId,
      em: recente.em,
      statusId: de.statusId,
      codigos: doStatus.codigos,
      criada: sql<Date>`${solicitacao.dtainclusao}`.as("criada"),
    })
    .from(recente)
    .innerJoin(de, eq(de.codigo, recente.de))
    .innerJoin(para, eq(para.codigo, recente.para))
    .innerJoin(doStatus, eq(doStatus.statusId, de.statusId))
    .innerJoin(solicitacao, eq(solicitacao.id, recente.solicitacaoId))
    .where(and(ne(de.statusId, para.statusId), filtroDaFila(l.db, l.user, {}, l.now)))
    .orderBy(desc(recente.em))
    .limit(ESTADIAS)
    .as("saida");
  const entrada = entradaNoStatus(l.db, saida.solicitacaoId, sql`${saida.codigos}`, sql`${saida.em}`);
  const estadia: SQL = sql`extract(epoch from (${saida.em} - coalesce(${entrada.em}, ${saida.criada}))) / 86400`;
  const linhas = await l.db
    .select({
      ...colunasDoStatus,
      mediana: percentil(0.5, estadia),
      p90: percentil(0.9, estadia),
    })
    .from(saida)
    .innerJoinLateral(entrada, sql`true`)
    .innerJoin(status, eq(status.id, saida.statusId))
    .groupBy(...porStatus)
    .orderBy(asc(status.ordem));
  return linhas.map(({ mediana, p90, ...x }) => ({
    ...x,
    mediana_dias: dias(mediana)!,
    p90_dias: dias(p90)!,
  }));
}
