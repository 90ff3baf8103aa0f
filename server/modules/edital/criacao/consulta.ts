import "server-only";
import { and, asc, desc, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import { EDITAL, INSCRICAO, type SituacaoEdital } from "@/lib/regras/edital";
import type { Conn } from "../../../db/client";
import {
  edital,
  editalDocumento,
  editalEtapa,
  editalGrupo,
  editalServico,
  inscricao,
  servico,
  substatus,
} from "../../../db/schema";
import { permite } from "../../../authz/acoes";
import type { AuthUser } from "../../../lib/context";
import { notFound } from "../../../lib/errors";
import { readHistory } from "../../../lib/history";
import { paged, type Window } from "../../../lib/pagination";
import { matchesAnyUnaccented } from "../../../lib/search";
import { acoesDisponiveis } from "../../../lib/workflow";
import { editalWorkflow, type LinhaEdital } from "../workflow";
import { arquivosDe } from "./arquivos";
import { avaliadoresDo } from "./avaliadores";
import { pendenciasDoEdital } from "./service";

const NAO_ENCONTRADO = "Edital não encontrado.";
/** What anyone but staff reads: a draft is not a tender yet. */
const PUBLICOS: SituacaoEdital[] = [EDITAL.PUBLICADO, EDITAL.ENCERRADO];

const COM_RESULTADO = [INSCRICAO.CREDENCIADA, INSCRICAO.NAO_CREDENCIADA];

const daEquipe = (user: AuthUser | null) => !!user && permite("edital.gerir", user);

const situacaoVisivel = (user: AuthUser | null): SQL | undefined =>
  daEquipe(user) ? undefined : inArray(substatus.codigo, PUBLICOS);

const colunasStatus = { codigo: substatus.codigo, descricao: substatus.descricao, cor: substatus.cor };

/** The tender `id` as `user` (or an anonymous visitor) may read it; 404 when a draft is asked by anyone but staff. */
export async function editalVisivel(conn: Conn, user: AuthUser | null, id: number) {
  const [row] = await conn
    .select({
      id: edital.id,
      numeroEdital: edital.numeroEdital,
      titulo: edital.titulo,
      objeto: edital.objeto,
      prazoRecursoDias: edital.prazoRecursoDias,
      versao: edital.versao,
      dtapublicacao: edital.dtapublicacao,
      status: colunasStatus,
    })
    .from(edital)
    .innerJoin(substatus, eq(substatus.id, edital.substatusId))
    .where(and(eq(edital.id, id), situacaoVisivel(user)));
  if (!row) throw notFound(NAO_ENCONTRADO);
  return row;
}

// GET /credenciamento/edital/list/ – staff read drafts too; anyone else the published and closed tenders
export async function listarEditais(
  conn: Conn,
  user: AuthUser | null,
  q: { search?: string; situacao?: SituacaoEdital },
  win: Window,
) {
  const query = () =>
    conn
      .select({
        id: edital.id,
        numeroEdital: edital.numeroEdital,
        titulo: edital.titulo,
        dtapublicacao: edital.dtapublicacao,
        dtainclusao: edital.dtainclusao,
        status: colunasStatus,
        inicio: sql<
          string | null
        >`(select min(${editalEtapa.dataInicio})::text from ${editalEtapa} where ${editalEtapa.editalId} = ${edital.id})`,
        fim: sql<
          string | null
        >`(select max(${editalEtapa.dataFim})::text from ${editalEtapa} where ${editalEtapa.editalId} = ${edital.id})`,
        servicos: sql<number>`(select count(*)::int from ${editalServico} where ${editalServico.editalId} = ${edital.id})`,
      })
      .from(edital)
      .innerJoin(substatus, eq(substatus.id, edital.substatusId))
      .where(
        and(
          situacaoVisivel(user),
          q.situacao ? eq(substatus.codigo, q.situacao) : undefined,
          matchesAnyUnaccented(q.search, [edital.numeroEdital, edital.titulo, edital.objeto]),
        ),
      )
      .$dynamic();
  const { count, results } = await paged(
    conn,
    query,
    [desc(sql`coalesce(${edital.dtapublicacao}, ${edital.dtainclusao})`), desc(edital.id)],
    win,
  );
  return {
    count,
    results: results.map((r) => ({
      id: r.id,
      numero_edital: r.numeroEdital,
      titulo: r.titulo,
      status: r.status,
      dtapublicacao: r.dtapublicacao?.toISOString() ?? null,
      inicio: r.inicio,
      fim: r.fim,
      servicos: r.servicos,
    })),
  };
}

/** Stages in `ordem` with their groups and documents. */
async function etapasDe(conn: Conn, id: number) {
  const etapas = await conn
    .select()
    .from(editalEtapa)
    .where(eq(editalEtapa.editalId, id))
    .orderBy(asc(editalEtapa.ordem));
  const grupos = etapas.length
    ? await conn
        .select({
          grupo: editalGrupo,
          servico: { id: servico.id, codigo: servico.codigo, titulo: servico.titulo },
        })
        .from(editalGrupo)
        .leftJoin(servico, eq(servico.id, editalGrupo.servicoId))
        .where(
          inArray(
            editalGrupo.etapaId,
            etapas.map((e) => e.id),
          ),
        )
        .orderBy(asc(editalGrupo.ordem), asc(editalGrupo.id))
    : [];
  const documentos = grupos.length
    ? await conn
        .select()
        .from(editalDocumento)
        .where(
          inArray(
            editalDocumento.grupoId,
            grupos.map((g) => g.grupo.id),
          ),
        )
        .orderBy(asc(editalDocumento.ordem), asc(editalDocumento.id))
    : [];
  return etapas.map((e) => ({
    id: e.id,
    titulo: e.titulo,
    descricao: e.descricao,
    tipo_etapa: e.tipoEtapa,
    ordem: e.ordem,
    data_inicio: e.dataInicio,
    data_fim: e.dataFim,
    grupos: grupos
      .filter((g) => g.grupo.etapaId === e.id)
      .map(({ grupo: g, servico: s }) => ({
        id: g.id,
        titulo: g.titulo,
        ordem: g.ordem,
        descricao: g.descricao,
        servico: s,
        documentos: documentos
          .filter((d) => d.grupoId === g.id)
          .map((d) => ({
            id: d.id,
            nome: d.nome,
            descricao: d.descricao,
            obrigatorio: d.obrigatorio,
            tipos: d.tipos,
            expira: d.expira,
            validade_dias: d.validadeDias,
          })),
      })),
  }));
}

// GET /credenciamento/edital/detalhe/{id}/ – the tender for anyone (published) or staff (drafts too)
export async function detalheDoEdital(conn: Conn, user: AuthUser | null, id: number) {
  const e = await editalVisivel(conn, user, id);
  const equipe = daEquipe(user);
  const [servicos, etapas, arquivos, avaliadores] = await Promise.all([
    conn
      .select({ id: servico.id, codigo: servico.codigo, titulo: servico.titulo })
      .from(editalServico)
      .innerJoin(servico, eq(servico.id, editalServico.servicoId))
      .where(eq(editalServico.editalId, id))
      .orderBy(asc(servico.titulo)),
    etapasDe(conn, id),
    arquivosDe(conn, id),
    equipe ? avaliadoresDo(conn, id) : Promise.resolve([]),
  ]);
  const estado = e.status.codigo as SituacaoEdital;
  return {
    id: e.id,
    numero_edital: e.numeroEdital,
    titulo: e.titulo,
    objeto: e.objeto,
    prazo_recurso_dias: e.prazoRecursoDias,
    versao: e.versao,
    status: e.status,
    dtapublicacao: e.dtapublicacao?.toISOString() ?? null,
    servicos,
    avaliadores,
    etapas,
    arquivos,
    // Only staff act on a tender: anyone else's reading skips what the rules read.
    acoes: equipe
      ? acoesDisponiveis(editalWorkflow, user!, estado, await linhaDoEdital(conn, id, estado))
      : [],
  };
}

// GET /credenciamento/edital/detalhe/{id}/historico/ – every step of the tender, for staff
export async function historicoDoEdital(conn: Conn, id: number) {
  const [row] = await conn.select({ id: edital.id }).from(edital).where(eq(edital.id, id));
  if (!row) throw notFound(NAO_ENCONTRADO);
  return readHistory(conn, [["edital", id]], "equipe");
}

/** What the tender's transitions read: what blocks publication, and enrolments without a published result. */
export async function linhaDoEdital(conn: Conn, id: number, estado: SituacaoEdital): Promise<LinhaEdital> {
  if (estado === EDITAL.RASCUNHO)
    return { pendencias: await pendenciasDoEdital(conn, id), inscricoesAbertas: 0 };
  const [row] = await conn
    .select({ n: sql<number>`count(*)::int` })
    .from(inscricao)
    .innerJoin(substatus, eq(substatus.id, inscricao.substatusId))
    .where(and(eq(inscricao.editalId, id), notInArray(substatus.codigo, COM_RESULTADO)));
  return { pendencias: [], inscricoesAbertas: row.n };
}
