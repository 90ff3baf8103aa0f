import "server-only";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { DOCUMENTO_INSCRICAO, EDITAL, INSCRICAO } from "@/lib/regras/edital";
import type { Conn } from "../../../db/client";
import {
  edital,
  editalEtapa,
  editalServico,
  empresa,
  inscricao,
  inscricaoDocumento,
  servico,
  substatus,
  usuario,
} from "../../../db/schema";
import { empresaAlcancavel } from "../../../authz/escopo";
import type { AuthUser } from "../../../lib/context";
import { hojeEmSaoPaulo } from "../../../lib/dia";
import { notFound } from "../../../lib/errors";
import { audienciaDe, readHistory } from "../../../lib/history";
import { acoesDisponiveis } from "../../../lib/workflow";
import { documentoInscricaoWorkflow, inscricaoWorkflow } from "../workflow";
import {
  documentosDe,
  etapasDoEdital,
  inscricaoDe,
  inscricaoVisivel,
  linhaDaInscricao,
  linhaDoDocumento,
  NAO_ENCONTRADA,
  servicosDe,
  situacaoDosServicos,
} from "./consulta";

const iso = (d: Date | null) => d?.toISOString() ?? null;
const etapaResumo = (e: {
  id: number;
  titulo: string;
  ordem: number;
  dataInicio: string | null;
  dataFim: string | null;
}) => ({
  id: e.id,
  titulo: e.titulo,
  ordem: e.ordem,
  data_inicio: e.dataInicio,
  data_fim: e.dataFim,
});

/** Everything the enrolment's pages read at once: its stages, documents, services and the rules' row. */
async function tudoDa(conn: Conn, user: AuthUser, id: number, now: Date) {
  const i = await inscricaoDe(conn, user, id);
  const [etapas, documentos, servicos] = await Promise.all([
    etapasDoEdital(conn, i.editalId),
    documentosDe(conn, [i.id]),
    servicosDe(conn, i.id),
  ]);
  return { i, etapas, documentos, servicos, linha: linhaDaInscricao(i, etapas, documentos, servicos, now) };
}

/** An enrolment: where it stands, its services approved, refused and pending, its history and actions. */
export async function detalheDaInscricao(conn: Conn, user: AuthUser, id: number, now: Date) {
  const { i, etapas, documentos, servicos, linha } = await tudoDa(conn, user, id, now);
  const [avaliador] = i.avaliadorId
    ? await conn
        .select({ nome: usuario.nome, sobrenome: usuario.sobrenome })
        .from(usuario)
        .where(eq(usuario.id, i.avaliadorId))
    : [];
  const s = situacaoDosServicos(servicos, documentos);
  const atual = etapas.find((e) => e.id === i.etapaAtualId);
  return {
    id: i.id,
    versao: i.versao,
    edital: i.edital,
    empresa: i.empresa,
    status: i.status,
    etapa_atual: atual ? etapaResumo(atual) : null,
    etapas: etapas.length,
    avaliador: avaliador ?? null,
    servicos_aprovados: s.aprovados,
    servicos_reprovados: s.reprovados,
    servicos_pendentes: s.pendentes,
    historico: await readHistory(
      conn,
      [["inscricao", i.id], ...documentos.map((d) => ["documento_inscricao", d.id] as [string, number])],
      audienciaDe(user),
    ),
    acoes: acoesDisponiveis(inscricaoWorkflow, user, i.situacao, linha),
    dtainclusao: i.dtainclusao.toISOString(),
  };
}

/** The enrolment's stages, each with its groups and their documents, and the actions open on each. */
export async function etapasDaInscricao(conn: Conn, user: AuthUser, id: number, now: Date) {
  const { i, etapas, documentos, linha } = await tudoDa(conn, user, id, now);
  const ordemAtual = etapas.find((e) => e.id === i.etapaAtualId)?.ordem ?? Infinity;
  const emCurso = i.situacao === INSCRICAO.EM_INSCRICAO || i.situacao === INSCRICAO.EM_AVALIACAO;
  const situacaoDaEtapa = (ordem: number) =>
    ordem < ordemAtual || (ordem === ordemAtual && !emCurso)
      ? ("concluida" as const)
      : ordem === ordemAtual
        ? ("atual" as const)
        : ("futura" as const);
  const acoesDaEtapa = acoesDisponiveis(inscricaoWorkflow, user, i.situacao, linha).filter(
    (a) => a === "enviar_etapa" || a === "avancar_etapa",
  );
  return {
    inscricao: { id: i.id, versao: i.versao, status: i.status, etapa_atual: i.etapaAtualId },
    etapas: etapas.map((e) => {
      const seus = documentos.filter((d) => d.etapaId === e.id);
      const grupos = [...new Map(seus.map((d) => [d.grupo.id, d])).values()];
      return {
        ...etapaResumo(e),
        descricao: e.descricao,
        tipo_etapa: e.tipoEtapa,
        situacao: situacaoDaEtapa(e.ordem),
        acoes: e.id === i.etapaAtualId ? acoesDaEtapa : [],
        grupos: grupos.map((g) => ({
          id: g.grupo.id,
          titulo: g.grupo.titulo,
          descricao: g.grupo.descricao,
          servico: g.grupoServico?.id ? g.grupoServico : null,
          documentos: seus
            .filter((d) => d.grupo.id === g.grupo.id)
            .map((d) => ({
              id: d.id,
              versao: d.versao,
              nome: d.documento.nome,
              descricao: d.documento.descricao,
              obrigatorio: d.documento.obrigatorio,
              tipos: d.documento.tipos,
              expira: d.documento.expira,
              validade_dias: d.documento.validadeDias,
              status: d.status,
              arquivo: d.arquivo?.id ? d.arquivo : null,
              motivo: d.motivo,
              prazo_correcao: d.prazoCorrecao,
              validade: d.validade,
              dtaenvio: iso(d.dtaenvio),
              dtadecisao: iso(d.dtadecisao),
              acoes: acoesDisponiveis(
                documentoInscricaoWorkflow,
                user,
                d.status.codigo as never,
                linhaDoDocumento(i, d, now),
              ),
            })),
        })),
      };
    }),
  };
}

/** Documents each enrolment's evaluator must decide now: sent in its current stage. */
export const aguardando = (conn: Conn) =>
  conn
    .select({ id: inscricaoDocumento.inscricaoId, n: count().as("n") })
    .from(inscricaoDocumento)
    .innerJoin(substatus, eq(substatus.id, inscricaoDocumento.substatusId))
    .where(eq(substatus.codigo, DOCUMENTO_INSCRICAO.ENVIADO))
    .groupBy(inscricaoDocumento.inscricaoId)
    .as("aguardando");

/** Enrolments `user` reaches, newest first, of one tender when `editalId` is given. */
export async function listarInscricoes(conn: Conn, user: AuthUser, editalId?: number) {
  const espera = aguardando(conn);
  const rows = await conn
    .select({
      id: inscricao.id,
      edital: { id: edital.id, numero_edital: edital.numeroEdital, titulo: edital.titulo },
      empresa: { id: empresa.id, nomefantasia: empresa.nomefantasia },
      status: { codigo: substatus.codigo, descricao: substatus.descricao, cor: substatus.cor },
      etapa: {
        id: editalEtapa.id,
        titulo: editalEtapa.titulo,
        ordem: editalEtapa.ordem,
        data_fim: editalEtapa.dataFim,
      },
      aguardando: sql<number>`coalesce(${espera.n}, 0)::int`,
      dtainclusao: inscricao.dtainclusao,
    })
    .from(inscricao)
    .innerJoin(edital, eq(edital.id, inscricao.editalId))
    .innerJoin(empresa, eq(empresa.id, inscricao.empresaId))
    .innerJoin(substatus, eq(substatus.id, inscricao.substatusId))
    .leftJoin(editalEtapa, eq(editalEtapa.id, inscricao.etapaAtualId))
    .leftJoin(espera, eq(espera.id, inscricao.id))
    .where(and(inscricaoVisivel(conn, user), editalId ? eq(inscricao.editalId, editalId) : undefined))
    .orderBy(desc(inscricao.dtainclusao), desc(inscricao.id));
  return rows.map((r) => ({
    ...r,
    etapa: r.etapa?.id ? r.etapa : null,
    dtainclusao: r.dtainclusao.toISOString(),
  }));
}

/**
 * What the enrolment form needs for a tender: whether it takes enrolments now, its services and the
 * user's provider companies, each with its enrolment in it when it has one.
 */
export async function formularioDeInscricao(conn: Conn, user: AuthUser, editalId: number, now: Date) {
  const [e] = await conn
    .select({
      id: edital.id,
      numero_edital: edital.numeroEdital,
      titulo: edital.titulo,
      situacao: substatus.codigo,
    })
    .from(edital)
    .innerJoin(substatus, eq(substatus.id, edital.substatusId))
    .where(eq(edital.id, editalId));
  if (!e || e.situacao === EDITAL.RASCUNHO) throw notFound("Edital não encontrado.");
  const [primeira] = await etapasDoEdital(conn, e.id);
  const [servicos, empresas] = await Promise.all([
    conn
      .select({ id: servico.id, titulo: servico.titulo })
      .from(editalServico)
      .innerJoin(servico, eq(servico.id, editalServico.servicoId))
      .where(eq(editalServico.editalId, e.id))
      .orderBy(asc(servico.titulo)),
    conn
      .select({ id: empresa.id, nomefantasia: empresa.nomefantasia, inscricao: inscricao.id })
      .from(empresa)
      .leftJoin(inscricao, and(eq(inscricao.empresaId, empresa.id), eq(inscricao.editalId, e.id)))
      .where(and(eq(empresa.tipo, "PRESTADOR"), empresaAlcancavel(conn, user)))
      .orderBy(asc(empresa.nomefantasia)),
  ]);
  const aberto =
    e.situacao === EDITAL.PUBLICADO && !(primeira?.dataFim && primeira.dataFim < hojeEmSaoPaulo(now));
  return {
    edital: { id: e.id, numero_edital: e.numero_edital, titulo: e.titulo, aberto },
    servicos,
    empresas,
  };
}

/** The signed-in user's company's enrolment in a tender (its first company enrolled, or `empresaId`). */
export async function minhaInscricao(
  conn: Conn,
  user: AuthUser,
  editalId: number,
  empresaId: number | undefined,
  now: Date,
) {
  const [i] = await conn
    .select({ id: inscricao.id })
    .from(inscricao)
    .where(
      and(
        eq(inscricao.editalId, editalId),
        empresaId ? eq(inscricao.empresaId, empresaId) : undefined,
        inscricaoVisivel(conn, user),
      ),
    )
    .orderBy(asc(inscricao.id))
    .limit(1);
  if (!i) throw notFound(NAO_ENCONTRADA);
  return detalheDaInscricao(conn, user, i.id, now);
}
