import "server-only";
import { and, asc, count, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Conn } from "../../db/client";
import {
  empresa,
  empresaUsuario,
  historico,
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
import { groupBy } from "../../lib/group-by";
import { matchesAny } from "../../lib/search";

export type SolicitacaoFilter = { search?: string; dash_filter?: string };

export const VARIAS_EMPRESAS = "Várias empresas";
const NAO_ENCONTRADA = "Solicitação não encontrada.";

const columns = {
  id: solicitacao.id,
  nrosolicitacao: solicitacao.nrosolicitacao,
  objetivo: solicitacao.objetivo,
  justificativa: solicitacao.justificativa,
  valor: solicitacao.valor,
  escolhaDireta: solicitacao.escolhaDireta,
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
  conn
    .select(columns)
    .from(solicitacao)
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(servico, eq(servico.id, modeloOferta.servicoId))
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .innerJoin(status, eq(status.id, substatus.statusId));

type Row = Awaited<ReturnType<typeof selectRows>>[number];

/** Requests of any company linked to the user: what a client may see. */
const doUsuario = (conn: Conn, usuarioId: number) =>
  inArray(
    solicitacao.id,
    conn
      .select({ id: solicitacaoEmpresa.solicitacaoId })
      .from(solicitacaoEmpresa)
      .innerJoin(empresaUsuario, eq(empresaUsuario.empresaId, solicitacaoEmpresa.empresaId))
      .where(eq(empresaUsuario.usuarioId, usuarioId)),
  );

function filterOf(conn: Conn, usuarioId: number, f: SolicitacaoFilter): SQL | undefined {
  const term = f.search?.trim();
  return and(
    doUsuario(conn, usuarioId),
    term
      ? or(
          matchesAny(term, [solicitacao.nrosolicitacao, modeloOferta.titulo]),
          inArray(
            solicitacao.id,
            conn
              .select({ id: solicitacaoEmpresa.solicitacaoId })
              .from(solicitacaoEmpresa)
              .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
              .where(matchesAny(term, [empresa.nomefantasia, empresa.razaosocial])),
          ),
        )
      : undefined,
    f.dash_filter ? eq(status.codigo, f.dash_filter) : undefined,
  );
}

/** Companies and managers of the given requests, one query each, grouped by request id. */
async function relatedOf(conn: Conn, ids: number[]) {
  if (!ids.length) return { empresas: new Map(), gestores: new Map() };
  const [empresaRows, gestorRows] = await Promise.all([
    conn
      .select({
        solicitacaoId: solicitacaoEmpresa.solicitacaoId,
        id: empresa.id,
        nomefantasia: empresa.nomefantasia,
        razaosocial: empresa.razaosocial,
      })
      .from(solicitacaoEmpresa)
      .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
      .where(inArray(solicitacaoEmpresa.solicitacaoId, ids))
      .orderBy(asc(empresa.nomefantasia), asc(empresa.id)),
    conn
      .select({
        solicitacaoId: solicitacaoGestor.solicitacaoId,
        id: usuario.id,
        nome: usuario.nome,
        sobrenome: usuario.sobrenome,
      })
      .from(solicitacaoGestor)
      .innerJoin(usuario, eq(usuario.id, solicitacaoGestor.usuarioId))
      .where(inArray(solicitacaoGestor.solicitacaoId, ids))
      .orderBy(asc(usuario.nome), asc(usuario.sobrenome), asc(usuario.id)),
  ]);
  const without = <T extends { solicitacaoId: number }>({ solicitacaoId: _, ...rest }: T) => rest;
  return {
    empresas: groupBy(empresaRows, (r) => r.solicitacaoId, without),
    gestores: groupBy(gestorRows, (r) => r.solicitacaoId, without),
  };
}

async function present(conn: Conn, rows: Row[]) {
  const { empresas, gestores } = await relatedOf(
    conn,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const own: { id: number; nomefantasia: string; razaosocial: string }[] = empresas.get(r.id) ?? [];
    const managers: { id: number; nome: string; sobrenome: string }[] = gestores.get(r.id) ?? [];
    return {
      id: r.id,
      nrosolicitacao: r.nrosolicitacao,
      empresa: own.length === 1 ? own[0] : null,
      empresa_label: own.length === 1 ? own[0].nomefantasia : own.length ? VARIAS_EMPRESAS : "",
      empresas: own.map(({ id, nomefantasia }) => ({ id, nomefantasia })),
      count_empresas: own.length,
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
      gestor: managers.length ? { nome: managers[0].nome, sobrenome: managers[0].sobrenome } : null,
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
  const [row] = await selectRows(conn).where(and(eq(solicitacao.id, id), doUsuario(conn, usuarioId)));
  if (!row) throw notFound(NAO_ENCONTRADA);
  return row;
}

/** One of the client's requests with its managers and history; 404 for anyone else's. */
export async function getSolicitacaoDetalhe(conn: Conn, usuarioId: number, id: number) {
  const row = await ownRow(conn, usuarioId, id);
  const [[item], events] = await Promise.all([
    present(conn, [row]),
    conn
      .select({
        acao: historico.acao,
        de: historico.de,
        para: historico.para,
        motivo: historico.motivo,
        dtainclusao: historico.dtainclusao,
      })
      .from(historico)
      .where(and(eq(historico.entidade, "solicitacao"), eq(historico.entidadeId, id)))
      .orderBy(asc(historico.dtainclusao), asc(historico.id)),
  ]);
  const devolucao = events.findLast((e) => e.acao === "DEVOLVER");
  return {
    ...item,
    justificativa: row.justificativa,
    dtaprazoenvioproposta: row.dtaprazoenvioproposta?.toISOString() ?? null,
    escolha_direta: row.escolhaDireta,
    ajuste: row.substatusCodigo === "DEVOLVIDA_CLIENTE" ? (devolucao?.motivo ?? null) : null,
    historico: events.map((e) => ({ ...e, dtainclusao: e.dtainclusao.toISOString() })),
  };
}
