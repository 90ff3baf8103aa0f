import "server-only";
import { and, desc, eq, ilike, inArray, isNotNull, isNull, type SQL } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import type { Conn } from "../../../db/client";
import {
  empresa,
  modeloOferta,
  solicitacao,
  solicitacaoEmpresa,
  solicitacaoGestor,
  status,
  substatus,
} from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { noPeriodo } from "../../../lib/dia";
import { containsPattern, matchesAny, matchesAnyUnaccented } from "../../../lib/search";
import { findPage, presentRows } from "./service";
import { empresaBuscadaPorNome } from "../service";
import { solicitacaoVisivelPara } from "../../../authz/escopo";
import type { PendentesFilter } from "./schemas";
import { comPrazo } from "./prazos";
import { cachePorVersao, type Versoes } from "../../../lib/cache-por-versao";
import { emJson } from "../../../lib/endpoint";
import { daUnidade } from "./unidades";
import { contarPorSituacao } from "./contagem";

/** The queue's filters but its page, status and substatus. */
export type FiltroDaFila = Omit<PendentesFilter, "page" | "page_size" | "status" | "substatus">;

const idsDe = (conn: Conn, table: typeof solicitacaoEmpresa | typeof solicitacaoGestor, where: SQL) =>
  inArray(solicitacao.id, conn.select({ id: table.solicitacaoId }).from(table).where(where));

/**
 * The requests a search finds: by number, by the offer's title, or by a company's names or CNPJ. Each way is
 * its own indexed lookup (trigrams on the number and on the company's names and document, migration 0024; the
 * offer's index) and the request ids are their union: an OR of them over the requests' rows would read them
 * all, and an OR inside one lookup keeps the planner from its indexes.
 */
function buscaOf(conn: Conn, search: string | undefined) {
  const term = search?.trim();
  if (!term) return undefined;
  // CNPJs are stored bare (letters allowed from 2026), so "12.345.678/0001" finds the company too.
  const doc = term.toUpperCase().replace(/[^0-9A-Z]/g, "");
  const porNumero = conn
    .select({ id: solicitacao.id })
    .from(solicitacao)
    .where(matchesAny(term, [solicitacao.nrosolicitacao]));
  const porOferta = conn
    .select({ id: solicitacao.id })
    .from(solicitacao)
    .where(daOferta(conn, matchesAnyUnaccented(term, [modeloOferta.titulo])!));
  const porCnpj = conn
    .select({ id: solicitacaoEmpresa.solicitacaoId })
    .from(solicitacaoEmpresa)
    .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
    .where(ilike(empresa.cnpj, containsPattern(doc)));
  const porEmpresa = empresaBuscadaPorNome(conn, term);
  return inArray(
    solicitacao.id,
    /\d/.test(doc)
      ? union(porNumero, porOferta, ...porEmpresa, porCnpj)
      : union(porNumero, porOferta, ...porEmpresa),
  );
}

/** Requests of an offer `onde` picks: the request's own column, so counting needs no join. */
const daOferta = (conn: Conn, onde: SQL) =>
  inArray(solicitacao.modeloOfertaId, conn.select({ id: modeloOferta.id }).from(modeloOferta).where(onde));

/**
 * Every filter of the queue but status and substatus, which the totals are counted across: the staff
 * dashboards count the queues they link to with it. It reads the request's own columns only.
 */
export function filtroDaFila(conn: Conn, user: AuthUser, f: FiltroDaFila, now: Date) {
  return and(
    solicitacaoVisivelPara(conn, user),
    buscaOf(conn, f.search),
    f.servico ? daOferta(conn, eq(modeloOferta.servicoId, f.servico)) : undefined,
    f.empresa ? idsDe(conn, solicitacaoEmpresa, eq(solicitacaoEmpresa.empresaId, f.empresa)) : undefined,
    f.gestor ? idsDe(conn, solicitacaoGestor, eq(solicitacaoGestor.usuarioId, f.gestor)) : undefined,
    f.consultor ? eq(solicitacao.consultorId, f.consultor) : undefined,
    f.tipo ? eq(solicitacao.tipo, f.tipo) : undefined,
    noPeriodo(solicitacao.dtainclusao, f),
    f.unidade ? daUnidade(conn, f.unidade) : undefined,
    f.prazo ? comPrazo(conn, f.prazo, now) : undefined,
    f.avaliada === undefined ? undefined : (f.avaliada ? isNotNull : isNull)(solicitacao.dtaavaliacao),
  );
}

/**
 * The staff queue: filtered, newest first, one window of it, and the totals of the six statuses
 * (zero included) over every filter but status and substatus.
 */
export async function listPendentes(
  conn: Conn,
  user: AuthUser,
  f: PendentesFilter,
  win: { limit: number; offset: number },
  now: Date,
) {
  const base = filtroDaFila(conn, user, f, now);
  const situacoes =
    f.status || f.substatus
      ? conn
          .select({ id: substatus.id })
          .from(substatus)
          .innerJoin(status, eq(status.id, substatus.statusId))
          .where(
            and(
              eq(status.entidade, "solicitacao"),
              f.status ? eq(status.codigo, f.status) : undefined,
              f.substatus ? eq(substatus.codigo, f.substatus) : undefined,
            ),
          )
          .$dynamic()
      : undefined;
  const [situacao, rows] = await Promise.all([
    contarPorSituacao(conn, base),
    findPage(conn, base, win, [desc(solicitacao.dtainclusao), desc(solicitacao.id)], situacoes),
  ]);
  const filtradas = situacao.status
    .filter((st) => !f.status || st.codigo === f.status)
    .flatMap((st) => st.substatus)
    .filter((sub) => !f.substatus || sub.codigo === f.substatus);
  return {
    count: filtradas.reduce((soma, sub) => soma + sub.total, 0),
    results: await presentRows(conn, rows),
    totais: situacao.status.map(({ substatus: _, ...st }) => st),
  };
}

const daFila = cachePorVersao("fila");

/**
 * The queue's page `ler` gives, kept serialised per user, groups and URL (its filters and page) while the
 * queue's version stays (migration 0029): the queue is what staff open most, and between two changes every
 * call read the same rows again. A deadline filter moves with the clock ("this week", "late"): it is read
 * each time.
 */
export async function filaGuardada<T>(
  conn: Conn,
  user: AuthUser,
  f: PendentesFilter,
  url: string,
  versoes: Versoes | null,
  ler: () => Promise<T>,
) {
  if (f.prazo) return ler();
  return daFila(conn, JSON.stringify([user.id, user.groups, url]), async () => emJson(await ler()), versoes);
}
