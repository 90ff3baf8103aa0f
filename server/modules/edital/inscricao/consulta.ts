import "server-only";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { GESTAO } from "@/lib/roles";
import {
  DOCUMENTO_INSCRICAO as DOC,
  RESULTADOS_SERVICO,
  type SituacaoDocumentoInscricao,
  type SituacaoInscricao,
} from "@/lib/regras/edital";
import type { Conn } from "../../../db/client";
import {
  arquivo,
  edital,
  editalDocumento,
  editalEtapa,
  editalGrupo,
  empresa,
  inscricao,
  inscricaoDocumento,
  inscricaoServico,
  servico,
  substatus,
} from "../../../db/schema";
import { empresasDoUsuario } from "../../../authz/escopo";
import type { AuthUser } from "../../../lib/context";
import { hojeEmSaoPaulo } from "../../../lib/dia";
import { notFound } from "../../../lib/errors";
import { hasAnyRole } from "@/lib/roles";
import type { LinhaDocumentoInscricao, LinhaInscricao } from "../workflow";

export const NAO_ENCONTRADA = "Inscrição não encontrada.";

/**
 * The enrolments `user` reaches: a provider those of its companies, an evaluator those assigned to them,
 * staff every one (`undefined`).
 */
export function inscricaoVisivel(conn: Conn, user: AuthUser): SQL | undefined {
  if (hasAnyRole(user, [...GESTAO, "admin"])) return undefined;
  if (hasAnyRole(user, ["prestador"])) return inArray(inscricao.empresaId, empresasDoUsuario(conn, user.id));
  return eq(inscricao.avaliadorId, user.id);
}

const status = { codigo: substatus.codigo, descricao: substatus.descricao, cor: substatus.cor };

/** An enrolment `user` reaches, with its tender, company and state; 404 otherwise. */
export async function inscricaoDe(conn: Conn, user: AuthUser, id: number) {
  const [i] = await conn
    .select({
      id: inscricao.id,
      versao: inscricao.versao,
      editalId: inscricao.editalId,
      empresaId: inscricao.empresaId,
      etapaAtualId: inscricao.etapaAtualId,
      avaliadorId: inscricao.avaliadorId,
      prazoRecurso: inscricao.prazoRecurso,
      dtainclusao: inscricao.dtainclusao,
      status,
      edital: { id: edital.id, numero_edital: edital.numeroEdital, titulo: edital.titulo },
      empresa: { id: empresa.id, nomefantasia: empresa.nomefantasia },
    })
    .from(inscricao)
    .innerJoin(substatus, eq(substatus.id, inscricao.substatusId))
    .innerJoin(edital, eq(edital.id, inscricao.editalId))
    .innerJoin(empresa, eq(empresa.id, inscricao.empresaId))
    .where(and(eq(inscricao.id, id), inscricaoVisivel(conn, user)));
  if (!i) throw notFound(NAO_ENCONTRADA);
  return { ...i, situacao: i.status.codigo as SituacaoInscricao };
}
export type InscricaoLida = Awaited<ReturnType<typeof inscricaoDe>>;

/** A tender's stages in order. */
export const etapasDoEdital = (conn: Conn, editalId: number) =>
  conn.select().from(editalEtapa).where(eq(editalEtapa.editalId, editalId)).orderBy(asc(editalEtapa.ordem));

const grupoServico = alias(servico, "grupo_servico");

/** The documents of enrolments, with what their tender asks of each, their group and their stage, in order. */
export const documentosDe = (conn: Conn, inscricoes: number[]) =>
  conn
    .select({
      id: inscricaoDocumento.id,
      inscricaoId: inscricaoDocumento.inscricaoId,
      versao: inscricaoDocumento.versao,
      status,
      arquivo: { id: arquivo.id, nome: arquivo.nome, tipo: arquivo.tipo, tamanho: arquivo.tamanho },
      motivo: inscricaoDocumento.motivo,
      prazoCorrecao: inscricaoDocumento.prazoCorrecao,
      validade: inscricaoDocumento.validade,
      dtaenvio: inscricaoDocumento.dtaenvio,
      dtadecisao: inscricaoDocumento.dtadecisao,
      documento: {
        nome: editalDocumento.nome,
        descricao: editalDocumento.descricao,
        obrigatorio: editalDocumento.obrigatorio,
        tipos: editalDocumento.tipos,
        expira: editalDocumento.expira,
        validadeDias: editalDocumento.validadeDias,
      },
      grupo: {
        id: editalGrupo.id,
        titulo: editalGrupo.titulo,
        descricao: editalGrupo.descricao,
        servicoId: editalGrupo.servicoId,
      },
      grupoServico: { id: grupoServico.id, titulo: grupoServico.titulo },
      etapaId: editalGrupo.etapaId,
    })
    .from(inscricaoDocumento)
    .innerJoin(substatus, eq(substatus.id, inscricaoDocumento.substatusId))
    .innerJoin(editalDocumento, eq(editalDocumento.id, inscricaoDocumento.documentoId))
    .innerJoin(editalGrupo, eq(editalGrupo.id, editalDocumento.grupoId))
    .innerJoin(editalEtapa, eq(editalEtapa.id, editalGrupo.etapaId))
    .leftJoin(grupoServico, eq(grupoServico.id, editalGrupo.servicoId))
    .leftJoin(arquivo, eq(arquivo.id, inscricaoDocumento.arquivoId))
    .where(inArray(inscricaoDocumento.inscricaoId, inscricoes.length ? inscricoes : [0]))
    .orderBy(
      asc(editalEtapa.ordem),
      asc(editalGrupo.ordem),
      asc(editalDocumento.ordem),
      asc(editalDocumento.id),
    );
export type DocumentoLido = Awaited<ReturnType<typeof documentosDe>>[number];

const [APROVADO, REPROVADO] = RESULTADOS_SERVICO;
const situacao = (d: DocumentoLido) => d.status.codigo as SituacaoDocumentoInscricao;

/** The services an enrolment asks for, with their result once the evaluation is closed. */
export const servicosDe = (conn: Conn, inscricaoId: number) =>
  conn
    .select({ id: servico.id, titulo: servico.titulo, resultado: inscricaoServico.resultado })
    .from(inscricaoServico)
    .innerJoin(servico, eq(servico.id, inscricaoServico.servicoId))
    .where(eq(inscricaoServico.inscricaoId, inscricaoId))
    .orderBy(asc(servico.titulo));

type ServicoLido = Awaited<ReturnType<typeof servicosDe>>[number];

/**
 * Each service's standing: its result once fixed; while the evaluation runs, refused by a rejected
 * document of its own group or of a group with no service, approved when every required document that
 * counts for it is accepted, pending otherwise.
 */
export function situacaoDosServicos(servicos: ServicoLido[], documentos: DocumentoLido[]) {
  const conta = (s: ServicoLido, d: DocumentoLido) =>
    d.grupo.servicoId === null || d.grupo.servicoId === s.id;
  const de = (s: ServicoLido) => {
    if (s.resultado) return s.resultado;
    const seus = documentos.filter((d) => conta(s, d));
    if (seus.some((d) => situacao(d) === DOC.REJEITADO)) return REPROVADO;
    const exigidos = seus.filter((d) => d.documento.obrigatorio || situacao(d) !== DOC.PENDENTE);
    return exigidos.every((d) => situacao(d) === DOC.ACEITO) ? APROVADO : null;
  };
  const limpo = (s: ServicoLido) => ({ id: s.id, titulo: s.titulo });
  const r = servicos.map((s) => ({ s, resultado: de(s) }));
  return {
    aprovados: r.filter((x) => x.resultado === APROVADO).map((x) => limpo(x.s)),
    reprovados: r.filter((x) => x.resultado === REPROVADO).map((x) => limpo(x.s)),
    pendentes: r.filter((x) => x.resultado === null).map((x) => limpo(x.s)),
  };
}

type Etapa = Awaited<ReturnType<typeof etapasDoEdital>>[number];

/** What the enrolment's rules read, from its documents of the current stage and the day in São Paulo. */
export function linhaDaInscricao(
  i: InscricaoLida,
  etapas: Etapa[],
  documentos: DocumentoLido[],
  servicos: ServicoLido[],
  now: Date,
): LinhaInscricao {
  const hoje = hojeEmSaoPaulo(now);
  const atual = etapas.find((e) => e.id === i.etapaAtualId);
  const daEtapa = documentos.filter((d) => d.etapaId === i.etapaAtualId);
  return {
    faltando: daEtapa.filter((d) => d.documento.obrigatorio && situacao(d) === DOC.PENDENTE).length,
    emAberto: daEtapa.filter((d) => situacao(d) === DOC.ENVIADO || situacao(d) === DOC.DEVOLVIDO).length,
    etapaEncerrada: !!atual?.dataFim && atual.dataFim < hoje,
    avaliadorId: i.avaliadorId,
    recursoAberto: !!i.prazoRecurso && hoje <= i.prazoRecurso,
    tudoAprovado: servicos.length > 0 && servicos.every((s) => s.resultado === APROVADO),
  };
}

/** What a document's rules read: its enrolment's state and stage, and its correction deadline. */
export function linhaDoDocumento(i: InscricaoLida, d: DocumentoLido, now: Date): LinhaDocumentoInscricao {
  return {
    inscricao: i.situacao,
    etapaAtual: d.etapaId === i.etapaAtualId,
    devolvido: situacao(d) === DOC.DEVOLVIDO,
    avaliadorId: i.avaliadorId,
    prazoCorrecaoPassou: !!d.prazoCorrecao && d.prazoCorrecao < hojeEmSaoPaulo(now),
  };
}
