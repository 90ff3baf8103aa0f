import "server-only";
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import { centroCusto, empresa, modeloOferta, rascunhoSolicitacao, servico } from "../../../db/schema";
import { prestador } from "../../../db/aliases";
import { notFound } from "../../../lib/errors";
import type { NovoRascunho, RascunhoCampos, RascunhoFilter } from "../criacao/schemas";
import { validarReferencias } from "../criacao/referencias";

const NAO_ENCONTRADO = "Rascunho não encontrado.";
type Rascunho = typeof rascunhoSolicitacao.$inferSelect;

const selectRows = (conn: Conn) =>
  conn
    .select({
      r: rascunhoSolicitacao,
      modelo: { id: modeloOferta.id, titulo: modeloOferta.titulo },
      servico: { id: servico.id, titulo: servico.titulo },
      prestador: { id: prestador.id, nomefantasia: prestador.nomefantasia },
      centrocusto: { id: centroCusto.id, codigo: centroCusto.codigo, descricao: centroCusto.descricao },
    })
    .from(rascunhoSolicitacao)
    .leftJoin(modeloOferta, eq(modeloOferta.id, rascunhoSolicitacao.modeloOfertaId))
    .leftJoin(servico, eq(servico.id, modeloOferta.servicoId))
    .leftJoin(prestador, eq(prestador.id, rascunhoSolicitacao.prestadorId))
    .leftJoin(centroCusto, eq(centroCusto.id, rascunhoSolicitacao.centroCustoId));

type Row = Awaited<ReturnType<typeof selectRows>>[number];

async function present(conn: Conn, rows: Row[]) {
  const ids = [...new Set(rows.flatMap((row) => row.r.empresaIds))];
  const empresas = ids.length
    ? await conn
        .select({ id: empresa.id, nomefantasia: empresa.nomefantasia })
        .from(empresa)
        .where(inArray(empresa.id, ids))
    : [];
  const porId = new Map(empresas.map((e) => [e.id, e]));
  return rows.map(({ r, ...row }) => ({
    id: r.id,
    tipo: r.tipo,
    modelooferta: row.modelo && { ...row.modelo, servico: row.servico! },
    // In the order the user chose them; a company deleted since is left out.
    empresas: r.empresaIds.flatMap((id) => porId.get(id) ?? []),
    prestador: row.prestador,
    centrocusto: row.centrocusto,
    objetivo: r.objetivo,
    justificativa: r.justificativa,
    dtainclusao: r.dtainclusao.toISOString(),
    dtaalteracao: r.dtaalteracao.toISOString(),
  }));
}

const doUsuario = (usuarioId: number, id: number) =>
  and(eq(rascunhoSolicitacao.id, id), eq(rascunhoSolicitacao.usuarioId, usuarioId));

// A draft keeps only what could be sent: active offers and client companies, accredited providers, active cost centres.
const colunas = async (conn: Conn, c: RascunhoCampos): Promise<Partial<Rascunho>> => {
  await validarReferencias(conn, {
    modelo_oferta: c.modelo_oferta,
    empresas: c.empresas,
    prestador: c.prestador,
    centrocusto: c.centrocusto,
  });
  return {
    modeloOfertaId: c.modelo_oferta,
    empresaIds: c.empresas && [...new Set(c.empresas)],
    prestadorId: c.prestador,
    centroCustoId: c.centrocusto,
    objetivo: c.objetivo,
    justificativa: c.justificativa,
  };
};

export async function getRascunho(conn: Conn, usuarioId: number, id: number) {
  const rows = await selectRows(conn).where(doUsuario(usuarioId, id));
  if (!rows.length) throw notFound(NAO_ENCONTRADO);
  return (await present(conn, rows))[0];
}

export async function criarRascunho(conn: Conn, usuarioId: number, b: NovoRascunho, now: Date) {
  const values = await colunas(conn, b);
  const [{ id }] = await conn
    .insert(rascunhoSolicitacao)
    .values({ ...values, tipo: b.tipo, usuarioId, dtainclusao: now, dtaalteracao: now })
    .returning({ id: rascunhoSolicitacao.id });
  return getRascunho(conn, usuarioId, id);
}

export async function atualizarRascunho(
  conn: Conn,
  usuarioId: number,
  id: number,
  c: RascunhoCampos,
  now: Date,
) {
  const values = await colunas(conn, c);
  const updated = await conn
    .update(rascunhoSolicitacao)
    .set({ ...values, dtaalteracao: now })
    .where(doUsuario(usuarioId, id))
    .returning({ id: rascunhoSolicitacao.id });
  if (!updated.length) throw notFound(NAO_ENCONTRADO);
  return getRascunho(conn, usuarioId, id);
}

/** Deletes one of the user's drafts (also when it has just been sent); 404 for anyone else's. */
export async function removerRascunho(conn: Conn, usuarioId: number, id: number) {
  const deleted = await conn
    .delete(rascunhoSolicitacao)
    .where(doUsuario(usuarioId, id))
    .returning({ id: rascunhoSolicitacao.id });
  if (!deleted.length) throw notFound(NAO_ENCONTRADO);
}

/** The user's drafts, last changed first. */
export async function listRascunhos(
  conn: Conn,
  usuarioId: number,
  f: RascunhoFilter,
  win: { limit: number; offset: number },
) {
  const where: SQL | undefined = and(
    eq(rascunhoSolicitacao.usuarioId, usuarioId),
    f.tipo ? eq(rascunhoSolicitacao.tipo, f.tipo) : undefined,
    f.modelo ? eq(rascunhoSolicitacao.modeloOfertaId, f.modelo) : undefined,
  );
  const [[{ total }], rows] = await Promise.all([
    conn.select({ total: count() }).from(rascunhoSolicitacao).where(where),
    selectRows(conn)
      .where(where)
      .orderBy(desc(rascunhoSolicitacao.dtaalteracao), desc(rascunhoSolicitacao.id))
      .limit(win.limit)
      .offset(win.offset),
  ]);
  return { count: total, results: await present(conn, rows) };
}
