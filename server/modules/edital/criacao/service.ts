import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { EDITAL } from "@/lib/regras/edital";
import { formatDate } from "@/lib/format";
import type { Conn, Tx } from "../../../db/client";
import {
  edital,
  editalArquivo,
  editalAvaliador,
  editalDocumento,
  editalEtapa,
  editalGrupo,
  editalServico,
  grupo,
  servico,
  usuario,
  usuarioGrupo,
} from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { badRequest, conflict } from "../../../lib/errors";
import { substatusId } from "../../../lib/status";
import { registrarCriacao } from "../../../lib/workflow";
import type { EditalBody } from "./schemas";

/** Refuses, as a 400 on the field, services that are not active and users who are not evaluators. */
async function conferirReferencias(conn: Conn, body: EditalBody) {
  const servicos = [...new Set(body.servicos)];
  const ativos = await conn
    .select({ id: servico.id })
    .from(servico)
    .where(and(inArray(servico.id, servicos), eq(servico.ativo, true)));
  const erros: Record<string, string[]> = {};
  const semServico = servicos.filter((id) => !ativos.some((s) => s.id === id));
  if (semServico.length) erros.servicos = [`Serviço não encontrado ou inativo: ${semServico.join(", ")}.`];
  const avaliadores = [...new Set(body.avaliadores)];
  if (avaliadores.length) {
    const achados = await conn
      .select({ id: usuario.id })
      .from(usuario)
      .innerJoin(usuarioGrupo, eq(usuarioGrupo.usuarioId, usuario.id))
      .innerJoin(grupo, eq(grupo.id, usuarioGrupo.grupoId))
      .where(and(inArray(usuario.id, avaliadores), eq(grupo.name, "avaliador"), eq(usuario.ativo, true)));
    const fora = avaliadores.filter((id) => !achados.some((a) => a.id === id));
    if (fora.length) erros.avaliadores = [`Usuário não é avaliador ativo: ${fora.join(", ")}.`];
  }
  if (Object.keys(erros).length) throw badRequest("Dados inválidos.", erros);
}

/**
 * Writes a tender's services, evaluators and stages with their groups and documents, replacing what a
 * draft had: a draft has no enrolments, so its stages may be rewritten whole.
 */
export async function gravarConteudo(tx: Tx, id: number, body: EditalBody) {
  await conferirReferencias(tx, body);
  await tx.delete(editalServico).where(eq(editalServico.editalId, id));
  await tx.delete(editalAvaliador).where(eq(editalAvaliador.editalId, id));
  await tx.delete(editalEtapa).where(eq(editalEtapa.editalId, id));
  await tx
    .insert(editalServico)
    .values([...new Set(body.servicos)].map((servicoId) => ({ editalId: id, servicoId })));
  const avaliadores = [...new Set(body.avaliadores)];
  if (avaliadores.length)
    await tx.insert(editalAvaliador).values(avaliadores.map((usuarioId) => ({ editalId: id, usuarioId })));
  for (const e of body.etapas) {
    const [etapa] = await tx
      .insert(editalEtapa)
      .values({
        editalId: id,
        titulo: e.titulo,
        descricao: e.descricao,
        tipoEtapa: e.tipo_etapa,
        ordem: e.ordem,
        dataInicio: e.data_inicio,
        dataFim: e.data_fim,
      })
      .returning({ id: editalEtapa.id });
    for (const g of e.grupos) {
      const [grupoCriado] = await tx
        .insert(editalGrupo)
        .values({
          etapaId: etapa.id,
          titulo: g.titulo,
          ordem: g.ordem,
          descricao: g.descricao,
          servicoId: g.servico,
        })
        .returning({ id: editalGrupo.id });
      if (g.documentos.length)
        await tx.insert(editalDocumento).values(
          g.documentos.map((d, i) => ({
            grupoId: grupoCriado.id,
            nome: d.nome,
            descricao: d.descricao,
            obrigatorio: d.obrigatorio,
            tipos: [...d.tipos],
            expira: d.expira,
            validadeDias: d.expira ? d.validade_dias : null,
            ordem: i + 1,
          })),
        );
    }
  }
}

// POST /credenciamento/edital/create/ – staff write a new tender, born a draft
export async function criarEdital(tx: Tx, user: AuthUser, body: EditalBody, now: Date): Promise<number> {
  const [existente] = await tx
    .select({ id: edital.id })
    .from(edital)
    .where(eq(edital.numeroEdital, body.numero_edital));
  if (existente) throw conflict(`Já existe um edital com o número ${body.numero_edital}.`);
  const [criado] = await tx
    .insert(edital)
    .values({
      numeroEdital: body.numero_edital,
      titulo: body.titulo,
      objeto: body.objeto,
      prazoRecursoDias: body.prazo_recurso_dias,
      substatusId: await substatusId(tx, "edital", EDITAL.RASCUNHO),
      usuarioId: user.id,
      dtainclusao: now,
    })
    .returning({ id: edital.id });
  await gravarConteudo(tx, criado.id, body);
  await registrarCriacao(tx, {
    entidade: "edital",
    entidadeId: criado.id,
    acao: "CRIAR",
    para: EDITAL.RASCUNHO,
    usuarioId: user.id,
  });
  return criado.id;
}

/**
 * What blocks the tender's publication, in words (GET …/check/): a stage without dates or groups, a
 * group without documents, overlapping stages, no evaluator, no notice file. Empty: it may be published.
 */
export async function pendenciasDoEdital(conn: Conn, id: number): Promise<string[]> {
  const etapas = await conn
    .select({
      id: editalEtapa.id,
      titulo: editalEtapa.titulo,
      inicio: editalEtapa.dataInicio,
      fim: editalEtapa.dataFim,
    })
    .from(editalEtapa)
    .where(eq(editalEtapa.editalId, id))
    .orderBy(asc(editalEtapa.ordem));
  const grupos = etapas.length
    ? await conn
        .select({
          etapaId: editalGrupo.etapaId,
          titulo: editalGrupo.titulo,
          documentos: sql<number>`count(${editalDocumento.id})::int`,
        })
        .from(editalGrupo)
        // A join, not a subquery in the select: drizzle writes a select's columns unqualified when the
        // query has a single table, so `grupo_id = id` inside it would read the document's own id.
        .leftJoin(editalDocumento, eq(editalDocumento.grupoId, editalGrupo.id))
        .where(
          inArray(
            editalGrupo.etapaId,
            etapas.map((e) => e.id),
          ),
        )
        .groupBy(editalGrupo.id)
        .orderBy(asc(editalGrupo.ordem))
    : [];
  const [contagem] = await conn
    .select({
      avaliadores: sql<number>`(select count(*)::int from ${editalAvaliador} where ${editalAvaliador.editalId} = ${id})`,
      arquivos: sql<number>`(select count(*)::int from ${editalArquivo} where ${editalArquivo.editalId} = ${id} and ${editalArquivo.tipo} = 'EDITAL')`,
    })
    .from(sql`(select 1) as um`);

  const pendencias: string[] = [];
  etapas.forEach((e, i) => {
    if (!e.inicio || !e.fim) pendencias.push(`a etapa "${e.titulo}" não tem datas de início e fim`);
    const dela = grupos.filter((g) => g.etapaId === e.id);
    if (!dela.length) pendencias.push(`a etapa "${e.titulo}" não tem grupos de documentos`);
    for (const g of dela)
      if (!g.documentos) pendencias.push(`o grupo "${g.titulo}" da etapa "${e.titulo}" não tem documentos`);
    const anterior = etapas[i - 1];
    if (anterior?.fim && e.inicio && e.inicio <= anterior.fim)
      pendencias.push(
        `a etapa "${e.titulo}" começa em ${formatDate(e.inicio)}, antes do fim da etapa "${anterior.titulo}" (${formatDate(anterior.fim)})`,
      );
  });
  if (!contagem.avaliadores) pendencias.push("o edital não tem avaliadores");
  if (!contagem.arquivos) pendencias.push("o edital não tem o arquivo do edital (PDF)");
  return pendencias;
}
