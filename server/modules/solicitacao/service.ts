import "server-only";
import { and, asc, count, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { MULTI_COMPANY_LABEL } from "@/lib/constants";
import type { Conn } from "../../db/client";
import {
  diagnostico,
  empresa,
  modeloOferta,
  servico,
  solicitacao,
  solicitacaoEmpresa,
  solicitacaoGestor,
  status,
  substatus,
  usuario,
} from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { AuthUser } from "../../lib/context";
import { readHistory } from "../../lib/history";
import { acoesDisponiveis } from "../../lib/workflow";
import { comServico } from "./servico";
import { solicitacaoWorkflow, type SubstatusCodigo } from "./workflow";
import { execucaoDe } from "./consulta/execucao";
import { groupBy } from "../../lib/group-by";
import { matchesAny, matchesAnyUnaccented } from "../../lib/search";
import { solicitacaoDoCliente } from "../../authz/escopo";
import { DIAGNOSTICO_ENVIADO } from "@/lib/regras/diagnostico";
import { SOLICITACAO } from "@/lib/regras/solicitacao";
import { alias, union } from "drizzle-orm/pg-core";

export type SolicitacaoFilter = { search?: string; dash_filter?: string; substatus?: string };

const NAO_ENCONTRADA = "Solicitação não encontrada.";

const columns = {
  id: solicitacao.id,
  nrosolicitacao: solicitacao.nrosolicitacao,
  tipo: solicitacao.tipo,
  objetivo: solicitacao.objetivo,
  justificativa: solicitacao.justificativa,
  valor: solicitacao.valor,
  escolhaDireta: solicitacao.escolhaDireta,
  versao: solicitacao.versao,
  // What the workflow table's rules read (a client's own answer reads neither, but the rules take the row).
  consultorId: solicitacao.consultorId,
  solicitacaoPaiId: solicitacao.solicitacaoPaiId,
  dtaavaliacao: solicitacao.dtaavaliacao,
  dtaprazoenvioproposta: solicitacao.dtaprazoenvioproposta,
  dtainclusao: solicitacao.dtainclusao,
  modeloOfertaId: modeloOferta.id,
  modeloTitulo: modeloOferta.titulo,
  modeloImagem: modeloOferta.imagem,
  servicoTitulo: servico.titulo,
  substatusId: substatus.id,
  substatusCodigo: substatus.codigo,
  substatusDescricao: substatus.descricao,
  substatusCor: substatus.cor,
  statusId: status.id,
  statusCodigo: status.codigo,
  statusDescricao: status.descricao,
  statusCor: status.cor,
};

const selectRows = (conn: Conn) =>
  comServico(conn.select(columns).from(solicitacao).$dynamic())
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .innerJoin(status, eq(status.id, substatus.statusId));

type Row = Awaited<ReturnType<typeof selectRows>>[number];

/**
 * The ids of requests with a company whose trade or legal name matches `term`, accents aside: one lookup per
 * name, each through its trigram index (an OR of the two makes the planner read every company, and the
 * accent-free translate() of 2,000 companies costs 20 ms).
 */
export const empresaBuscadaPorNome = (conn: Conn, term: string) =>
  [empresa.nomefantasia, empresa.razaosocial].map((nome) =>
    conn
      .select({ id: solicitacaoEmpresa.solicitacaoId })
      .from(solicitacaoEmpresa)
      .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
      .where(matchesAnyUnaccented(term, [nome])),
  );

/** Requests with a company whose trade or legal name matches `term`, accents aside. */
export const daEmpresaBuscada = (conn: Conn, term: string) => {
  const [fantasia, razao] = empresaBuscadaPorNome(conn, term);
  return inArray(solicitacao.id, union(fantasia, razao));
};

function filterOf(conn: Conn, usuarioId: number, f: SolicitacaoFilter): SQL | undefined {
  const term = f.search?.trim();
  return and(
    solicitacaoDoCliente(conn, usuarioId),
    term
      ? or(matchesAny(term, [solicitacao.nrosolicitacao, modeloOferta.titulo]), daEmpresaBuscada(conn, term))
      : undefined,
    f.dash_filter ? eq(status.codigo, f.dash_filter) : undefined,
    f.substatus ? eq(substatus.codigo, f.substatus) : undefined,
  );
}

/** Rows of the requests' lists grouped by request id, without that id. */
const porSolicitacao = <T extends { solicitacaoId: number }>(rows: T[]) =>
  groupBy(
    rows,
    (r) => r.solicitacaoId,
    ({ solicitacaoId: _, ...rest }) => rest,
  );

/** The responsible managers of the given requests, by name, grouped by request id (one query). */
export const gestoresDe = async (conn: Conn, ids: number[]) =>
  porSolicitacao(
    ids.length
      ? await conn
          .select({
            solicitacaoId: solicitacaoGestor.solicitacaoId,
            id: usuario.id,
            nome: usuario.nome,
            sobrenome: usuario.sobrenome,
          })
          .from(solicitacaoGestor)
          .innerJoin(usuario, eq(usuario.id, solicitacaoGestor.usuarioId))
          .where(inArray(solicitacaoGestor.solicitacaoId, ids))
          .orderBy(asc(usuario.nome), asc(usuario.sobrenome), asc(usuario.id))
      : [],
  );

/** The companies of the given requests, by trade name, grouped by request id (one query). */
const empresasDe = async (conn: Conn, ids: number[]) =>
  porSolicitacao(
    ids.length
      ? await conn
          .select({
            solicitacaoId: solicitacaoEmpresa.solicitacaoId,
            id: empresa.id,
            nomefantasia: empresa.nomefantasia,
            razaosocial: empresa.razaosocial,
          })
          .from(solicitacaoEmpresa)
          .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
          .where(inArray(solicitacaoEmpresa.solicitacaoId, ids))
          .orderBy(asc(empresa.nomefantasia), asc(empresa.id))
      : [],
  );

/**
 * The company and manager fields every request item shows, from its companies and managers in name
 * order: the one company (or null and "Várias empresas" when there are several) and the first manager.
 */
export function empresaEGestor<E extends { id: number; nomefantasia: string }>(
  own: E[],
  managers: { nome: string; sobrenome: string }[],
) {
  return {
    empresa: own.length === 1 ? own[0] : null,
    empresa_label: own.length === 1 ? own[0].nomefantasia : own.length ? MULTI_COMPANY_LABEL : "",
    empresas: own.map(({ id, nomefantasia }) => ({ id, nomefantasia })),
    count_empresas: own.length,
    gestor: managers.length ? { nome: managers[0].nome, sobrenome: managers[0].sobrenome } : null,
  };
}

async function present(conn: Conn, rows: Row[]) {
  const ids = rows.map((r) => r.id);
  const [empresas, gestores] = await Promise.all([empresasDe(conn, ids), gestoresDe(conn, ids)]);
  return rows.map((r) => {
    const managers = gestores.get(r.id) ?? [];
    return {
      id: r.id,
      nrosolicitacao: r.nrosolicitacao,
      ...empresaEGestor(empresas.get(r.id) ?? [], managers),
      modelooferta: {
        id: r.modeloOfertaId,
        titulo: r.modeloTitulo,
        imagem: r.modeloImagem,
        servico: { titulo: r.servicoTitulo },
      },
      substatus: {
        id: r.substatusId,
        codigo: r.substatusCodigo,
        descricao: r.substatusDescricao,
        cor: r.substatusCor,
        status: { id: r.statusId, codigo: r.statusCodigo, descricao: r.statusDescricao, cor: r.statusCor },
      },
      valor: Number(r.valor),
      objetivo: r.objetivo,
      dtainclusao: r.dtainclusao.toISOString(),
      gestores: managers,
    };
  });
}

const list = async (conn: Conn, rows: Row[]) =>
  (await present(conn, rows)).map(({ gestores: _, ...item }) => item);

/** The client's requests, newest first. */
export async function listSolicitacoesDoUsuario(
  conn: Conn,
  usuarioId: number,
  f: SolicitacaoFilter,
  win: { limit: number; offset: number },
) {
  const where = filterOf(conn, usuarioId, f);
  const [{ total }] = await conn
    .select({ total: count() })
    .from(solicitacao)
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .innerJoin(status, eq(status.id, substatus.statusId))
    .where(where);
  const rows = await selectRows(conn)
    .where(where)
    .orderBy(desc(solicitacao.dtainclusao), desc(solicitacao.id))
    .limit(win.limit)
    .offset(win.offset);
  return { count: total, results: await list(conn, rows) };
}

/** The given requests in the given order (just created ones, say). */
export async function getSolicitacoes(conn: Conn, ids: number[]) {
  const rows = ids.length ? await selectRows(conn).where(inArray(solicitacao.id, ids)) : [];
  const byId = new Map((await list(conn, rows)).map((s) => [s.id, s]));
  return ids.map((id) => byId.get(id)!);
}

export async function ownRow(conn: Conn, usuarioId: number, id: number) {
  const [row] = await selectRows(conn).where(
    and(eq(solicitacao.id, id), solicitacaoDoCliente(conn, usuarioId)),
  );
  if (!row) throw notFound(NAO_ENCONTRADA);
  return row;
}

const prestadorDoDiagnostico = alias(empresa, "prestador");

/** The request's diagnostics a client reads, oldest first. */
const diagnosticosDoCliente = (conn: Conn, id: number) =>
  conn
    .select({
      id: diagnostico.id,
      nrodiagnostico: diagnostico.nrodiagnostico,
      status: {
        id: substatus.id,
        codigo: substatus.codigo,
        descricao: substatus.descricao,
        cor: substatus.cor,
      },
      prestador: { id: prestadorDoDiagnostico.id, nomefantasia: prestadorDoDiagnostico.nomefantasia },
    })
    .from(diagnostico)
    .innerJoin(substatus, eq(substatus.id, diagnostico.substatusId))
    .innerJoin(prestadorDoDiagnostico, eq(prestadorDoDiagnostico.id, diagnostico.prestadorId))
    .where(and(eq(diagnostico.solicitacaoId, id), inArray(substatus.codigo, DIAGNOSTICO_ENVIADO)))
    .orderBy(asc(diagnostico.id));

/** One of the client's requests with its managers and history; 404 for anyone else's. */
export async function getSolicitacaoDetalhe(conn: Conn, user: AuthUser, id: number, now: Date) {
  const row = await ownRow(conn, user.id, id);
  const [[item], events, diagnosticos] = await Promise.all([
    present(conn, [row]),
    readHistory(conn, [["solicitacao", id]], "cliente"),
    diagnosticosDoCliente(conn, id),
  ]);
  const { execucao, prestadorDoProjeto } = await execucaoDe(conn, user, id, diagnosticos, now);
  const devolucao = events.findLast((e) => e.acao === "DEVOLVER");
  return {
    ...item,
    prestador: prestadorDoProjeto,
    ...execucao,
    versao: row.versao,
    justificativa: row.justificativa,
    dtaprazoenvioproposta: row.dtaprazoenvioproposta?.toISOString() ?? null,
    escolha_direta: row.escolhaDireta,
    ajuste: row.substatusCodigo === SOLICITACAO.DEVOLVIDA_CLIENTE ? (devolucao?.motivo ?? null) : null,
    diagnosticos,
    // The client's contract (SolicitacaoExternaDetalhe) has no row ids and no names of the staff who acted.
    historico: events.map(({ id: _, usuario: _u, ...e }) => e),
    acoes: acoesDisponiveis(solicitacaoWorkflow, user, row.substatusCodigo as SubstatusCodigo, row),
  };
}
