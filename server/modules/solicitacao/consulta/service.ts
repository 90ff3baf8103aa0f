import "server-only";
import { and, asc, eq, getTableColumns, inArray, type SQL, type Subquery } from "drizzle-orm";
import { alias, type AnyPgColumn, type PgSelect } from "drizzle-orm/pg-core";
import type { Conn } from "../../../db/client";
import {
  centroCusto,
  cidade,
  empresa,
  estado,
  modeloOferta,
  servico,
  solicitacao,
  solicitacaoEmpresa,
  status,
  substatus,
} from "../../../db/schema";
import { consultor, prestador } from "../../../db/aliases";
import type { AuthUser } from "../../../lib/context";
import { notFound } from "../../../lib/errors";
import type { Window } from "../../../lib/pagination";
import { groupBy } from "../../../lib/group-by";
import { saldosDe } from "../../centrocusto";
import { resumoColumns, resumoOf } from "../../empresa";
import { empresaEGestor, gestoresDe } from "../service";
import { comServico } from "../servico";
import { solicitacaoVisivelPara } from "../../../authz/escopo";

const pai = alias(solicitacao, "pai");

/** A request's substatus and status as two column groups; SubstatusSchema nests the status inside. */
export const substatusColumns = {
  substatus: {
    id: substatus.id,
    codigo: substatus.codigo,
    descricao: substatus.descricao,
    cor: substatus.cor,
  },
  status: { id: status.id, codigo: status.codigo, descricao: status.descricao, cor: status.cor },
};

/**
 * The requests `where` picks (their own columns only), in `order`, one window of them when given. With
 * `situacoes` (the substatus ids a status filter keeps, a query of `id`s), a window is read state by state,
 * each state's newest through its (substatus, date) index, and merged: read in date order and filtered,
 * a state with no recent request meant walking 16,000 rows at 100k requests for a page of ten.
 */
const escolhidas = (conn: Conn, where: SQL | undefined, order: SQL[], win?: Window, situacoes?: PgSelect) => {
  const q = conn
    .select()
    .from(solicitacao)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (!win) return q.as("solicitacao");
  if (!situacoes) return q.limit(win.limit).offset(win.offset).as("solicitacao");
  const situacao = situacoes.as("situacao") as unknown as { id: AnyPgColumn } & Subquery;
  const daSituacao = conn
    .select()
    .from(solicitacao)
    .where(and(eq(solicitacao.substatusId, situacao.id), where))
    .orderBy(...order)
    .limit(win.offset + win.limit)
    .as("solicitacao");
  return conn
    .select(getTableColumns(solicitacao))
    .from(situacao)
    .crossJoinLateral(daSituacao)
    .orderBy(...order)
    .limit(win.limit)
    .offset(win.offset)
    .as("solicitacao");
};

// The requests are picked from their own table first, under its own name, and joined to what they show
// after: planned over the whole table, the nine-table join cost 15–40 ms of planning a call at 100k
// requests (the planner weighs every order of the joins against every way to read 100k rows); over the
// rows picked, about 1 ms.
const selectRows = (conn: Conn, requests: ReturnType<typeof escolhidas>) =>
  comServico(
    conn
      .select({
        s: solicitacao,
        modelo: { id: modeloOferta.id, titulo: modeloOferta.titulo, imagem: modeloOferta.imagem },
        servico: { id: servico.id, titulo: servico.titulo, exige_diagnostico: servico.exigeDiagnostico },
        ...substatusColumns,
        consultor: { id: consultor.id, nome: consultor.nome, sobrenome: consultor.sobrenome },
        cc: centroCusto,
        prestador: { id: prestador.id, nomefantasia: prestador.nomefantasia },
        pai: { id: pai.id, nrosolicitacao: pai.nrosolicitacao },
      })
      .from(requests)
      .$dynamic(),
  )
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .innerJoin(status, eq(status.id, substatus.statusId))
    .leftJoin(consultor, eq(consultor.id, solicitacao.consultorId))
    .leftJoin(centroCusto, eq(centroCusto.id, solicitacao.centroCustoId))
    .leftJoin(prestador, eq(prestador.id, solicitacao.prestadorId))
    .leftJoin(pai, eq(pai.id, solicitacao.solicitacaoPaiId));

export type Row = Awaited<ReturnType<typeof selectRows>>[number];

/** Rows of the requests `where` picks (scope included by the caller; their own columns only), in `order`. */
export const findRows = (conn: Conn, where: SQL | undefined, ...order: SQL[]) => {
  const ordem = order.length ? order : [asc(solicitacao.id)];
  return selectRows(conn, escolhidas(conn, where, ordem)).orderBy(...ordem);
};

/** One window of findRows, of the states `situacoes` keeps when given (see escolhidas). */
export const findPage = (
  conn: Conn,
  where: SQL | undefined,
  win: Window,
  order: SQL[],
  situacoes?: PgSelect,
) => selectRows(conn, escolhidas(conn, where, order, win, situacoes)).orderBy(...order);

/** The companies of the given requests as EmpresaResumo (city, masked document), grouped by request id. */
async function empresasDe(conn: Conn, ids: number[]) {
  const rows = ids.length
    ? await conn
        .select({ solicitacaoId: solicitacaoEmpresa.solicitacaoId, ...resumoColumns })
        .from(solicitacaoEmpresa)
        .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
        .innerJoin(cidade, eq(cidade.id, empresa.cidadeId))
        .innerJoin(estado, eq(estado.id, cidade.estadoId))
        .where(inArray(solicitacaoEmpresa.solicitacaoId, ids))
        .orderBy(asc(empresa.nomefantasia), asc(empresa.id))
    : [];
  return groupBy(
    rows,
    (r) => r.solicitacaoId,
    (r) => {
      const { tipo: _, ...resumo } = resumoOf(r);
      return resumo;
    },
  );
}

/** Rows as SolicitacaoInterna items, plus every company in full (`empresas_detalhe`) for the detail. */
export async function presentCompleto(conn: Conn, rows: Row[]) {
  const ids = rows.map((r) => r.s.id);
  const [empresas, gestores, saldos] = await Promise.all([
    empresasDe(conn, ids),
    gestoresDe(conn, ids),
    saldosDe(conn, [...new Set(rows.flatMap((r) => (r.cc ? [r.cc.id] : [])))]),
  ]);
  return rows.map(({ s, ...r }) => {
    const own = empresas.get(s.id) ?? [];
    const managers = gestores.get(s.id) ?? [];
    const item = {
      id: s.id,
      nrosolicitacao: s.nrosolicitacao,
      tipo: s.tipo,
      ...empresaEGestor(own, managers),
      modelooferta: { ...r.modelo, servico: r.servico },
      substatus: { ...r.substatus, status: r.status },
      valor: Number(s.valor),
      objetivo: s.objetivo,
      dtainclusao: s.dtainclusao.toISOString(),
      gestores: managers,
      consultor: r.consultor,
      centrocusto: r.cc && {
        id: r.cc.id,
        codigo: r.cc.codigo,
        descricao: r.cc.descricao,
        saldo: saldos.get(r.cc.id)!.saldo,
        acao: { codigo: r.cc.acao },
        projeto: r.cc.projeto,
      },
      prestador: r.prestador,
      dtaprazoenvioproposta: s.dtaprazoenvioproposta?.toISOString() ?? null,
      escolha_direta: s.escolhaDireta,
      solicitacao_pai: r.pai,
    };
    return { item, empresas_detalhe: own };
  });
}

/** Rows (from findRows) as SolicitacaoInterna items, in row order. */
export const presentRows = async (conn: Conn, rows: Row[]) =>
  (await presentCompleto(conn, rows)).map((p) => p.item);

/**
 * The given requests as presentCompleto gives them, by id, without a scope check: for callers that
 * have just created or checked them, or reach them through a project or diagnostic.
 */
export async function solicitacoesDe(conn: Conn, ids: number[]) {
  const rows = ids.length ? await findRows(conn, inArray(solicitacao.id, [...new Set(ids)])) : [];
  return new Map((await presentCompleto(conn, rows)).map((p) => [p.item.id, p]));
}

/** The given requests as SolicitacaoInterna, in the order of `ids` (ids not found are left out). */
export async function presentInterno(conn: Conn, ids: number[]) {
  const byId = await solicitacoesDe(conn, ids);
  return ids.flatMap((id) => byId.get(id)?.item ?? []);
}

/** One request the user may reach, as SolicitacaoInterna; 404 otherwise. */
export async function getSolicitacaoInterna(conn: Conn, user: AuthUser, id: number) {
  const [row] = await findRows(conn, and(eq(solicitacao.id, id), solicitacaoVisivelPara(conn, user)));
  if (!row) throw notFound(NAO_ENCONTRADA);
  return (await presentRows(conn, [row]))[0];
}

export const NAO_ENCONTRADA = "Solicitação não encontrada.";

/** The request's own row with its current status codes; 404 when it does not exist or is out of reach. */
export async function requireSolicitacao(conn: Conn, user: AuthUser, id: number) {
  const [row] = await conn
    .select({
      id: solicitacao.id,
      nrosolicitacao: solicitacao.nrosolicitacao,
      tipo: solicitacao.tipo,
      objetivo: solicitacao.objetivo,
      valor: solicitacao.valor,
      modeloOfertaId: solicitacao.modeloOfertaId,
      consultorId: solicitacao.consultorId,
      centroCustoId: solicitacao.centroCustoId,
      prestadorId: solicitacao.prestadorId,
      solicitacaoPaiId: solicitacao.solicitacaoPaiId,
      dtaavaliacao: solicitacao.dtaavaliacao,
      substatus: substatus.codigo,
      status: status.codigo,
    })
    .from(solicitacao)
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .innerJoin(status, eq(status.id, substatus.statusId))
    .where(and(eq(solicitacao.id, id), solicitacaoVisivelPara(conn, user)));
  if (!row) throw notFound(NAO_ENCONTRADA);
  return row;
}
