import "server-only";
import { perguntaOf, perguntasDosServicos } from "./pergunta";
import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Conn } from "../../db/client";
import {
  acessoModeloOferta,
  cidade,
  credenciamento,
  credenciamentoApto,
  empresa,
  estado,
  modeloOferta,
  programa,
  servico,
  subtema,
  tema,
  tipoServico,
} from "../../db/schema";
import { notFound } from "../../lib/errors";
import { groupBy } from "../../lib/group-by";
import { matchesAny } from "../../lib/search";
import type { FonteOpcao } from "../../lib/opcoes";
import { paged, type Window } from "../../lib/pagination";
import { doCatalogo } from "./cache";
import { ofertaAtiva, selectCards, toCard } from "./cards";
import { etapasDe } from "./etapa";
import type { ServicoQuery } from "./schemas";

const naoEncontrado = () => notFound("Serviço não encontrado.");

function filterOf(f: Omit<ServicoQuery, "page" | "page_size">) {
  return and(
    f.ativo ? ofertaAtiva : or(eq(modeloOferta.ativo, false), eq(servico.ativo, false)),
    matchesAny(f.search, [modeloOferta.titulo, modeloOferta.descricao, servico.titulo, servico.codigo]),
    f.tema ? eq(subtema.temaId, f.tema) : undefined,
    f.subtema ? eq(servico.subtemaId, f.subtema) : undefined,
    f.tipo ? eq(servico.tipoId, f.tipo) : undefined,
  );
}

/** Catalogue cards (one per offer model), sorted by the offer's title; kept while the catalogue stays. */
export function listServicos(conn: Conn, f: ServicoQuery, win: Window) {
  return doCatalogo(conn, JSON.stringify(["servicos", f, win]), async () => {
    const page = await paged(
      conn,
      () => selectCards(conn).where(filterOf(f)).$dynamic(),
      [asc(modeloOferta.titulo), asc(modeloOferta.id)],
      win,
    );
    return { count: page.count, results: page.results.map(toCard) };
  });
}

/** The service of an active offer model; inactive ones are as missing as absent ones to the public. */
async function servicoDaOferta(conn: Conn, id: number) {
  const [row] = await conn
    .select({ servicoId: servico.id })
    .from(modeloOferta)
    .innerJoin(servico, eq(servico.id, modeloOferta.servicoId))
    .where(and(eq(modeloOferta.id, id), ofertaAtiva));
  if (!row) throw naoEncontrado();
  return row.servicoId;
}

/**
 * One offer model with its stages; each call is logged as a view (who, when) and counted on the offer, which
 * the "most accessed" ranking reads instead of counting the log.
 */
export async function getDetalhe(conn: Conn, id: number, usuarioId: number | null) {
  const [row] = await selectCards(conn).where(and(eq(modeloOferta.id, id), ofertaAtiva));
  if (!row) throw naoEncontrado();
  const etapas = await etapasDe(conn, id);
  await conn.insert(acessoModeloOferta).values({ modeloOfertaId: id, usuarioId });
  await conn
    .update(modeloOferta)
    .set({ acessos: sql`${modeloOferta.acessos} + 1` })
    .where(eq(modeloOferta.id, id));
  const card = toCard(row);
  return { ...card, servico: { ...card.servico, descricao: row.servicoDescricao }, etapas };
}

/**
 * Provider companies with an active accreditation for a service, by trade name: those that can take new work
 * (an inactive or suspended provider cannot, so clients should not pick it). Searched by name or CNPJ.
 */
export function prestadoresDoServico(conn: Conn, servicoId: number, search?: string) {
  return conn
    .select({
      id: empresa.id,
      nomefantasia: empresa.nomefantasia,
      razaosocial: empresa.razaosocial,
      cnpj: empresa.cnpj,
      cidade: { id: cidade.id, nome: cidade.nome },
      estado: { sigla: estado.sigla },
    })
    .from(credenciamento)
    .innerJoin(empresa, eq(empresa.id, credenciamento.empresaId))
    .innerJoin(cidade, eq(cidade.id, empresa.cidadeId))
    .innerJoin(estado, eq(estado.id, cidade.estadoId))
    .where(
      and(
        eq(credenciamento.servicoId, servicoId),
        credenciamentoApto(),
        eq(empresa.tipo, "PRESTADOR"),
        eq(empresa.ativo, true),
        eq(empresa.suspenso, false),
        matchesAny(search, [empresa.nomefantasia, empresa.razaosocial, empresa.cnpj]),
      ),
    )
    .orderBy(asc(empresa.nomefantasia), asc(empresa.id))
    .$dynamic();
}

/** The providers accredited for the offer's service. */
export async function listPrestadores(conn: Conn, id: number) {
  const rows = await prestadoresDoServico(conn, await servicoDaOferta(conn, id));
  return rows.map(({ cnpj: _, ...r }) => r);
}

/** The dimensioning questions a service chose, in their order. */
async function perguntasDoServico(conn: Conn, servicoId: number) {
  return (await perguntasDosServicos(conn, [servicoId])).map((p) => perguntaOf(p, p.ordem));
}

export async function getQuestionario(conn: Conn, id: number) {
  const servicoId = await servicoDaOferta(conn, id);
  return {
    id: servicoId,
    descricao: "Dimensionamento do serviço",
    perguntas: await perguntasDoServico(conn, servicoId),
  };
}

export async function listPerguntas(conn: Conn, servicoId: number) {
  const [row] = await conn.select({ id: servico.id }).from(servico).where(eq(servico.id, servicoId));
  if (!row) throw naoEncontrado();
  return perguntasDoServico(conn, servicoId);
}

/**
 * Themes with their subthemes, service types and active programmes: the catalogue's filter options, kept
 * while the catalogue stays.
 */
export const getFiltros = (conn: Conn) => doCatalogo(conn, "filtros", () => lerFiltros(conn));

async function lerFiltros(conn: Conn) {
  const [subtemas, tipos, programas] = await Promise.all([
    conn
      .select({
        temaId: tema.id,
        temaDescricao: tema.descricao,
        id: subtema.id,
        descricao: subtema.descricao,
      })
      .from(tema)
      .leftJoin(subtema, eq(subtema.temaId, tema.id))
      .orderBy(asc(tema.descricao), asc(subtema.descricao)),
    conn
      .select({ id: tipoServico.id, descricao: tipoServico.descricao })
      .from(tipoServico)
      .orderBy(asc(tipoServico.descricao)),
    conn
      .select({ id: programa.id, descricao: programa.descricao })
      .from(programa)
      .where(eq(programa.ativo, true))
      .orderBy(asc(programa.descricao)),
  ]);
  const porTema = groupBy(
    subtemas,
    (r) => r.temaId,
    (r) => r,
  );
  const temas = [...porTema.values()].map((rows) => ({
    id: rows[0].temaId,
    descricao: rows[0].temaDescricao,
    subtemas: rows.flatMap((r) => (r.id === null ? [] : [{ id: r.id, descricao: r.descricao! }])),
  }));
  return { temas, tipos, programas };
}

/** Active services as `{id, descricao}` with the title: the services' simple list. */
export const servicosAtivos = (): FonteOpcao => ({
  table: servico,
  id: servico.id,
  descricao: servico.titulo,
  where: eq(servico.ativo, true),
});

/** Services with their type and programme, by title; by situation when given. */
export function listServicosCadastrados(conn: Conn, f: { search?: string; ativo?: boolean }, win: Window) {
  const where = and(
    matchesAny(f.search, [servico.codigo, servico.titulo]),
    f.ativo === undefined ? undefined : eq(servico.ativo, f.ativo),
  );
  return paged(
    conn,
    () =>
      conn
        .select({
          id: servico.id,
          codigo: servico.codigo,
          titulo: servico.titulo,
          ativo: servico.ativo,
          exige_diagnostico: servico.exigeDiagnostico,
          tipo: { descricao: tipoServico.descricao },
          programa: { descricao: programa.descricao },
        })
        .from(servico)
        .innerJoin(tipoServico, eq(tipoServico.id, servico.tipoId))
        .innerJoin(programa, eq(programa.id, servico.programaId))
        .where(where)
        .$dynamic(),
    [asc(servico.titulo), asc(servico.id)],
    win,
  );
}
