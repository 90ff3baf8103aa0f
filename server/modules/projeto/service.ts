import "server-only";
import { and, asc, count, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Conn } from "../../db/client";
import {
  empresa,
  etapaModelo,
  historico,
  modeloOferta,
  projeto,
  solicitacao,
  solicitacaoEmpresa,
  substatus,
  usuario,
} from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { matchesAny } from "../../lib/search";
import { findRows, presentCompleto } from "../solicitacao/interno/consulta";
import { isGestao } from "../solicitacao/interno/escopo";
import type { ProjetoFilter } from "./schemas";

const prestador = alias(empresa, "prestador");

/** The given requests as the staff queue shows them, with their companies in full, by id. */
export async function solicitacoesDe(conn: Conn, ids: number[]) {
  const rows = ids.length ? await findRows(conn, inArray(solicitacao.id, [...new Set(ids)])) : [];
  return new Map((await presentCompleto(conn, rows)).map((p) => [p.item.id, p]));
}

/** History rows of the given entities, merged oldest first, with who made each change. */
export async function historicoOf(conn: Conn, entidades: [entidade: string, id: number][]) {
  const rows = await conn
    .select({
      id: historico.id,
      acao: historico.acao,
      de: historico.de,
      para: historico.para,
      motivo: historico.motivo,
      usuario: { nome: usuario.nome, sobrenome: usuario.sobrenome },
      dtainclusao: historico.dtainclusao,
    })
    .from(historico)
    .leftJoin(usuario, eq(usuario.id, historico.usuarioId))
    .where(or(...entidades.map(([e, id]) => and(eq(historico.entidade, e), eq(historico.entidadeId, id)))))
    .orderBy(asc(historico.dtainclusao), asc(historico.id));
  return rows.map((r) => ({ ...r, dtainclusao: r.dtainclusao.toISOString() }));
}

const selectRows = (conn: Conn) =>
  conn
    .select({
      p: projeto,
      prestador: { id: prestador.id, nomefantasia: prestador.nomefantasia },
    })
    .from(projeto)
    .innerJoin(solicitacao, eq(solicitacao.id, projeto.solicitacaoId))
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .innerJoin(prestador, eq(prestador.id, projeto.prestadorId));

type Row = Awaited<ReturnType<typeof selectRows>>[number];

/** A consultant who does not manage requests sees the projects of requests linked to them. */
const alcance = (user: AuthUser) => (isGestao(user) ? undefined : eq(solicitacao.consultorId, user.id));

function filtro(conn: Conn, user: AuthUser, f: ProjetoFilter): SQL | undefined {
  const term = f.search?.trim();
  return and(
    alcance(user),
    f.consultor ? eq(solicitacao.consultorId, f.consultor) : undefined,
    f.status ? eq(substatus.codigo, f.status) : undefined,
    term
      ? or(
          matchesAny(term, [
            projeto.nroprojeto,
            solicitacao.nrosolicitacao,
            modeloOferta.titulo,
            prestador.nomefantasia,
          ]),
          inArray(
            projeto.solicitacaoId,
            conn
              .select({ id: solicitacaoEmpresa.solicitacaoId })
              .from(solicitacaoEmpresa)
              .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
              .where(matchesAny(term, [empresa.nomefantasia, empresa.razaosocial])),
          ),
        )
      : undefined,
  );
}

async function present(conn: Conn, rows: Row[]) {
  const solicitacoes = await solicitacoesDe(
    conn,
    rows.map((r) => r.p.solicitacaoId),
  );
  return rows.map(({ p, prestador }) => {
    const { item, empresas_detalhe } = solicitacoes.get(p.solicitacaoId)!;
    const projetoItem = {
      id: p.id,
      nroprojeto: p.nroprojeto,
      solicitacao: { id: item.id, nrosolicitacao: item.nrosolicitacao, substatus: item.substatus },
      empresa_label: item.empresa_label,
      modelooferta: {
        id: item.modelooferta.id,
        titulo: item.modelooferta.titulo,
        servico: { titulo: item.modelooferta.servico.titulo },
      },
      prestador,
      consultor: item.consultor,
      dta_inicio: p.dtaInicio,
      dta_fim: p.dtaFim,
      dtainclusao: p.dtainclusao.toISOString(),
    };
    return { projetoItem, objetivo: item.objetivo, empresas_detalhe };
  });
}

/** Projects of the consultant's requests (all of them for managers), newest first. */
export async function listProjetos(
  conn: Conn,
  user: AuthUser,
  f: ProjetoFilter,
  win: { limit: number; offset: number },
) {
  const where = filtro(conn, user, f);
  const [[{ total }], rows] = await Promise.all([
    conn
      .select({ total: count() })
      .from(projeto)
      .innerJoin(solicitacao, eq(solicitacao.id, projeto.solicitacaoId))
      .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
      .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
      .innerJoin(prestador, eq(prestador.id, projeto.prestadorId))
      .where(where),
    selectRows(conn)
      .where(where)
      .orderBy(desc(projeto.dtainclusao), desc(projeto.id))
      .limit(win.limit)
      .offset(win.offset),
  ]);
  return { count: total, results: (await present(conn, rows)).map((p) => p.projetoItem) };
}

/** One project in reach with its request's objective, companies, the offer's stages and the history. */
export async function getProjeto(conn: Conn, user: AuthUser, id: number) {
  const rows = await selectRows(conn).where(and(eq(projeto.id, id), alcance(user)));
  if (!rows.length) throw notFound("Projeto não encontrado.");
  const [{ projetoItem, objetivo, empresas_detalhe }] = await present(conn, rows);
  const [etapas, eventos] = await Promise.all([
    conn
      .select({
        id: etapaModelo.id,
        ordem: etapaModelo.ordem,
        titulo: etapaModelo.titulo,
        descricao: etapaModelo.descricao,
        entregavel: etapaModelo.entregavel,
      })
      .from(etapaModelo)
      .where(eq(etapaModelo.modeloOfertaId, projetoItem.modelooferta.id))
      .orderBy(asc(etapaModelo.ordem)),
    historicoOf(conn, [
      ["solicitacao", projetoItem.solicitacao.id],
      ["projeto", id],
    ]),
  ]);
  return { ...projetoItem, objetivo, empresas_detalhe, etapas, historico: eventos };
}
