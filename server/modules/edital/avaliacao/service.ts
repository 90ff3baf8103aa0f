import "server-only";
import { and, asc, count, eq, inArray, min, sql } from "drizzle-orm";
import { DOCUMENTO_INSCRICAO } from "@/lib/regras/edital";
import type { Conn } from "../../../db/client";
import {
  edital,
  editalAvaliador,
  editalDocumento,
  editalEtapa,
  editalGrupo,
  empresa,
  inscricao,
  inscricaoDocumento,
  servico,
  substatus,
} from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { notFound } from "../../../lib/errors";
import { aguardando, listarInscricoes } from "../inscricao/detalhe";

const NAO_ENCONTRADO = "Edital não encontrado.";

/** Of each enrolment: its documents accepted and in all, and the nearest deadline of a correction. */
const progresso = (conn: Conn) =>
  conn
    .select({
      id: inscricaoDocumento.inscricaoId,
      aceitos:
        sql<number>`count(*) filter (where ${substatus.codigo} = ${DOCUMENTO_INSCRICAO.ACEITO})::int`.as(
          "aceitos",
        ),
      total: count().as("total"),
      devolvidos:
        sql<number>`count(*) filter (where ${substatus.codigo} = ${DOCUMENTO_INSCRICAO.DEVOLVIDO})::int`.as(
          "devolvidos",
        ),
      prazo: min(
        sql<string>`case when ${substatus.codigo} = ${DOCUMENTO_INSCRICAO.DEVOLVIDO} then ${inscricaoDocumento.prazoCorrecao} end`,
      ).as("prazo"),
    })
    .from(inscricaoDocumento)
    .innerJoin(substatus, eq(substatus.id, inscricaoDocumento.substatusId))
    .groupBy(inscricaoDocumento.inscricaoId)
    .as("progresso");

/**
 * The tenders with enrolments assigned to the evaluator, with what waits in each: enrolments with
 * documents to decide, and returned documents the companies have yet to correct (with the nearest deadline).
 */
export async function avaliacoesDoAvaliador(conn: Conn, user: AuthUser) {
  const espera = aguardando(conn);
  const p = progresso(conn);
  const rows = await conn
    .select({
      id: edital.id,
      numero_edital: edital.numeroEdital,
      titulo: edital.titulo,
      inscricoes: count(inscricao.id),
      a_decidir: sql<number>`count(*) filter (where coalesce(${espera.n}, 0) > 0)::int`,
      em_correcao: sql<number>`coalesce(sum(${p.devolvidos}), 0)::int`,
      prazo_correcao: min(p.prazo),
    })
    .from(inscricao)
    .innerJoin(edital, eq(edital.id, inscricao.editalId))
    .leftJoin(espera, eq(espera.id, inscricao.id))
    .leftJoin(p, eq(p.id, inscricao.id))
    .where(eq(inscricao.avaliadorId, user.id))
    .groupBy(edital.id)
    .orderBy(asc(edital.numeroEdital));
  return rows.map((r) => ({
    ...r,
    inscricoes: Number(r.inscricoes),
    prazo_correcao: r.prazo_correcao ?? null,
  }));
}

/** 404 unless the user evaluates the tender. */
async function exigirAvaliador(conn: Conn, user: AuthUser, editalId: number) {
  const [a] = await conn
    .select({ id: editalAvaliador.editalId })
    .from(editalAvaliador)
    .where(and(eq(editalAvaliador.editalId, editalId), eq(editalAvaliador.usuarioId, user.id)));
  if (!a) throw notFound(NAO_ENCONTRADO);
}

/** A tender's enrolments assigned to the evaluator. */
export async function inscricoesDoAvaliador(conn: Conn, user: AuthUser, editalId: number) {
  await exigirAvaliador(conn, user, editalId);
  return listarInscricoes(conn, user, editalId);
}

/** The tender as its evaluator sees it: its stages with their groups and documents, and its enrolments' progress. */
export async function editalDoAvaliador(conn: Conn, user: AuthUser, editalId: number) {
  await exigirAvaliador(conn, user, editalId);
  const [e] = await conn
    .select({
      id: edital.id,
      numero_edital: edital.numeroEdital,
      titulo: edital.titulo,
      objeto: edital.objeto,
    })
    .from(edital)
    .where(eq(edital.id, editalId));
  const etapas = await conn
    .select()
    .from(editalEtapa)
    .where(eq(editalEtapa.editalId, editalId))
    .orderBy(asc(editalEtapa.ordem));
  const grupos = await conn
    .select({
      id: editalGrupo.id,
      etapaId: editalGrupo.etapaId,
      titulo: editalGrupo.titulo,
      servico: servico.titulo,
    })
    .from(editalGrupo)
    .leftJoin(servico, eq(servico.id, editalGrupo.servicoId))
    .where(inArray(editalGrupo.etapaId, etapas.length ? etapas.map((x) => x.id) : [0]))
    .orderBy(asc(editalGrupo.ordem));
  const documentos = await conn
    .select({
      id: editalDocumento.id,
      grupoId: editalDocumento.grupoId,
      nome: editalDocumento.nome,
      obrigatorio: editalDocumento.obrigatorio,
      expira: editalDocumento.expira,
    })
    .from(editalDocumento)
    .where(inArray(editalDocumento.grupoId, grupos.length ? grupos.map((g) => g.id) : [0]))
    .orderBy(asc(editalDocumento.ordem), asc(editalDocumento.id));
  const p = progresso(conn);
  const inscricoes = await conn
    .select({
      id: inscricao.id,
      empresa: empresa.nomefantasia,
      status: { codigo: substatus.codigo, descricao: substatus.descricao, cor: substatus.cor },
      etapa: editalEtapa.ordem,
      aceitos: sql<number>`coalesce(${p.aceitos}, 0)::int`,
      total: sql<number>`coalesce(${p.total}, 0)::int`,
    })
    .from(inscricao)
    .innerJoin(empresa, eq(empresa.id, inscricao.empresaId))
    .innerJoin(substatus, eq(substatus.id, inscricao.substatusId))
    .leftJoin(editalEtapa, eq(editalEtapa.id, inscricao.etapaAtualId))
    .leftJoin(p, eq(p.id, inscricao.id))
    .where(and(eq(inscricao.editalId, editalId), eq(inscricao.avaliadorId, user.id)))
    .orderBy(asc(empresa.nomefantasia));
  return {
    ...e,
    etapas: etapas.map((x) => ({
      id: x.id,
      titulo: x.titulo,
      ordem: x.ordem,
      data_inicio: x.dataInicio,
      data_fim: x.dataFim,
      grupos: grupos
        .filter((g) => g.etapaId === x.id)
        .map((g) => ({
          id: g.id,
          titulo: g.titulo,
          servico: g.servico,
          documentos: documentos
            .filter((d) => d.grupoId === g.id)
            .map((d) => ({ id: d.id, nome: d.nome, obrigatorio: d.obrigatorio, expira: d.expira })),
        })),
    })),
    inscricoes,
  };
}
