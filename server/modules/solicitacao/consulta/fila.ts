import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
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
import { containsPattern, matchesAny } from "../../../lib/search";
import { findRows, presentRows } from "./service";
import { solicitacaoVisivelPara } from "../../../authz/escopo";
import type { PendentesFilter } from "./schemas";

const idsDe = (conn: Conn, table: typeof solicitacaoEmpresa | typeof solicitacaoGestor, where: SQL) =>
  inArray(solicitacao.id, conn.select({ id: table.solicitacaoId }).from(table).where(where));

function buscaOf(conn: Conn, search: string | undefined) {
  const term = search?.trim();
  if (!term) return undefined;
  // CNPJs are stored bare (letters allowed from 2026), so "12.345.678/0001" finds the company too.
  const doc = term.toUpperCase().replace(/[^0-9A-Z]/g, "");
  const empresas = conn
    .select({ id: solicitacaoEmpresa.solicitacaoId })
    .from(solicitacaoEmpresa)
    .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
    .where(
      or(
        matchesAny(term, [empresa.nomefantasia, empresa.razaosocial]),
        /\d/.test(doc) ? ilike(empresa.cnpj, containsPattern(doc)) : undefined,
      ),
    );
  return or(
    matchesAny(term, [solicitacao.nrosolicitacao, modeloOferta.titulo]),
    inArray(solicitacao.id, empresas),
  );
}

/** Every filter of the queue but status and substatus, which the totals are counted across. */
function filtroBase(conn: Conn, user: AuthUser, f: PendentesFilter) {
  return and(
    solicitacaoVisivelPara(conn, user),
    buscaOf(conn, f.search),
    f.servico ? eq(modeloOferta.servicoId, f.servico) : undefined,
    f.empresa ? idsDe(conn, solicitacaoEmpresa, eq(solicitacaoEmpresa.empresaId, f.empresa)) : undefined,
    f.gestor ? idsDe(conn, solicitacaoGestor, eq(solicitacaoGestor.usuarioId, f.gestor)) : undefined,
    f.consultor ? eq(solicitacao.consultorId, f.consultor) : undefined,
    f.tipo ? eq(solicitacao.tipo, f.tipo) : undefined,
    noPeriodo(solicitacao.dtainclusao, f),
  );
}

/** How many requests the filters find per substatus (one query feeds the count and the totals). */
const contagemOf = (conn: Conn, where: SQL | undefined) =>
  conn
    .select({ statusId: status.id, status: status.codigo, substatus: substatus.codigo, total: count() })
    .from(solicitacao)
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .innerJoin(status, eq(status.id, substatus.statusId))
    .where(where)
    .groupBy(status.id, status.codigo, substatus.codigo);

const statusDaSolicitacao = (conn: Conn) =>
  conn
    .select({ id: status.id, codigo: status.codigo, descricao: status.descricao, cor: status.cor })
    .from(status)
    .where(eq(status.entidade, "solicitacao"))
    .orderBy(asc(status.ordem));

/**
 * The staff queue: filtered, newest first, one window of it, and the totals of the six statuses
 * (zero included) over every filter but status and substatus.
 */
export async function listPendentes(
  conn: Conn,
  user: AuthUser,
  f: PendentesFilter,
  win: { limit: number; offset: number },
) {
  const base = filtroBase(conn, user, f);
  const where = and(
    base,
    f.status ? eq(status.codigo, f.status) : undefined,
    f.substatus ? eq(substatus.codigo, f.substatus) : undefined,
  );
  const [contagem, todos, rows] = await Promise.all([
    contagemOf(conn, base),
    statusDaSolicitacao(conn),
    findRows(conn, where, desc(solicitacao.dtainclusao), desc(solicitacao.id))
      .limit(win.limit)
      .offset(win.offset),
  ]);
  const soma = (list: typeof contagem) => list.reduce((acc, c) => acc + c.total, 0);
  const filtradas = contagem.filter(
    (c) => (!f.status || c.status === f.status) && (!f.substatus || c.substatus === f.substatus),
  );
  return {
    count: soma(filtradas),
    results: await presentRows(conn, rows),
    totais: todos.map(({ id, ...s }) => ({ ...s, total: soma(contagem.filter((c) => c.statusId === id)) })),
  };
}
