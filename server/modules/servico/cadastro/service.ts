import "server-only";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import {
  areaAtuacao,
  credenciamento,
  credenciamentoApto,
  editalServico,
  empresa,
  modeloOferta,
  perguntaDimensionamento,
  programa,
  servico,
  servicoPergunta,
  subtema,
  substatus,
  tipoServico,
} from "../../../db/schema";
import { registrarAuditoria } from "../../../lib/crud-auditoria";
import { badRequest, notFound } from "../../../lib/errors";
import type { Window } from "../../../lib/pagination";

export const ENTIDADE = "servico";

/** Services with their type, programme, subtheme and area, and what hangs on each (offers, providers, questions). */
export function lerServicos(conn: Conn, onde: SQL | undefined, ordem: SQL[], win?: Window) {
  const q = conn
    .select({
      id: servico.id,
      codigo: servico.codigo,
      titulo: servico.titulo,
      descricao: servico.descricao,
      ativo: servico.ativo,
      exige_diagnostico: servico.exigeDiagnostico,
      tipo: { id: tipoServico.id, descricao: tipoServico.descricao },
      programa: { id: programa.id, descricao: programa.descricao },
      subtema: { id: subtema.id, descricao: subtema.descricao },
      area_atuacao: { id: areaAtuacao.id, descricao: areaAtuacao.descricao },
      porcentagem_subsidio: servico.porcentagemSubsidio,
      modelos: conn.$count(modeloOferta, eq(modeloOferta.servicoId, servico.id)),
      prestadores: conn.$count(
        credenciamento,
        and(eq(credenciamento.servicoId, servico.id), credenciamentoApto()),
      ),
      perguntas: conn.$count(servicoPergunta, eq(servicoPergunta.servicoId, servico.id)),
    })
    .from(servico)
    .innerJoin(tipoServico, eq(tipoServico.id, servico.tipoId))
    .innerJoin(programa, eq(programa.id, servico.programaId))
    .innerJoin(subtema, eq(subtema.id, servico.subtemaId))
    .leftJoin(areaAtuacao, eq(areaAtuacao.id, servico.areaAtuacaoId))
    .where(onde)
    .orderBy(...ordem)
    .$dynamic();
  return win ? q.limit(win.limit).offset(win.offset) : q;
}

/** Offer models, accreditations and tenders keep the service they name: one they name is archived, not deleted. */
export const servicoEmUso = async (conn: Conn, id: number) =>
  (await conn.$count(modeloOferta, eq(modeloOferta.servicoId, id))) +
    (await conn.$count(credenciamento, eq(credenciamento.servicoId, id))) +
    (await conn.$count(editalServico, eq(editalServico.servicoId, id))) >
  0;

/** The questions a service chose from the bank, in order (archived ones too: they stay until taken out). */
export function perguntasEscolhidas(conn: Conn, servicoId: number) {
  return conn
    .select({
      id: perguntaDimensionamento.id,
      descricao: perguntaDimensionamento.descricao,
      chave: perguntaDimensionamento.chave,
      tipo_resposta: perguntaDimensionamento.tipoResposta,
      ativo: perguntaDimensionamento.ativo,
      ordem: servicoPergunta.ordem,
    })
    .from(servicoPergunta)
    .innerJoin(perguntaDimensionamento, eq(perguntaDimensionamento.id, servicoPergunta.perguntaId))
    .where(eq(servicoPergunta.servicoId, servicoId))
    .orderBy(asc(servicoPergunta.ordem), asc(servicoPergunta.id));
}

/**
 * Replaces a service's questions with `ids`, in that order: each one must be an active question of the bank
 * (one archived may stay where it already was). The history keeps the keys before and after.
 */
export async function escolherPerguntas(conn: Conn, usuarioId: number, servicoId: number, ids: number[]) {
  const [alvo] = await conn
    .select({ id: servico.id })
    .from(servico)
    .where(eq(servico.id, servicoId))
    .for("update");
  if (!alvo) throw notFound("Serviço não encontrado.");
  const antes = await perguntasEscolhidas(conn, servicoId);
  const banco = ids.length
    ? await conn
        .select({ id: perguntaDimensionamento.id, ativo: perguntaDimensionamento.ativo })
        .from(perguntaDimensionamento)
        .where(inArray(perguntaDimensionamento.id, ids))
    : [];
  const ja = new Set(antes.map((p) => p.id));
  const erros: Record<string, string[]> = {};
  ids.forEach((id, i) => {
    const p = banco.find((b) => b.id === id);
    if (!p) erros[`perguntas.${i}`] = ["Pergunta não encontrada."];
    else if (!p.ativo && !ja.has(id)) erros[`perguntas.${i}`] = ["Esta pergunta está arquivada."];
  });
  if (Object.keys(erros).length) throw badRequest("Verifique as perguntas.", erros);
  await conn.delete(servicoPergunta).where(eq(servicoPergunta.servicoId, servicoId));
  if (ids.length)
    await conn
      .insert(servicoPergunta)
      .values(ids.map((perguntaId, i) => ({ servicoId, perguntaId, ordem: i + 1 })));
  const depois = await perguntasEscolhidas(conn, servicoId);
  const chaves = (ps: { chave: string }[]) =>
    `Perguntas: ${ps.map((p) => p.chave).join(", ") || "(nenhuma)"}`;
  if (chaves(antes) !== chaves(depois))
    await registrarAuditoria(conn, ENTIDADE, servicoId, usuarioId, "alteracao", {
      de: chaves(antes),
      para: chaves(depois),
    });
  return depois;
}

/** A company's standing for a service; 404 when either is missing. */
export async function empresaServico(conn: Conn, empresaId: number, servicoId: number) {
  const [[e], [s]] = await Promise.all([
    conn
      .select({ id: empresa.id, nomefantasia: empresa.nomefantasia, razaosocial: empresa.razaosocial })
      .from(empresa)
      .where(eq(empresa.id, empresaId)),
    conn
      .select({ id: servico.id, codigo: servico.codigo, titulo: servico.titulo })
      .from(servico)
      .where(eq(servico.id, servicoId)),
  ]);
  if (!e) throw notFound("Empresa não encontrada.");
  if (!s) throw notFound("Serviço não encontrado.");
  const [c] = await conn
    .select({
      id: credenciamento.id,
      situacao: substatus.descricao,
      ativo: credenciamento.ativo,
      suspenso: credenciamento.suspenso,
      motivo: credenciamento.motivo,
    })
    .from(credenciamento)
    .innerJoin(substatus, eq(substatus.id, credenciamento.substatusId))
    .where(and(eq(credenciamento.empresaId, empresaId), eq(credenciamento.servicoId, servicoId)));
  const apto = c
    ? (await conn.$count(credenciamento, and(eq(credenciamento.id, c.id), credenciamentoApto()))) > 0
    : false;
  return { empresa: e, servico: s, credenciamento: c ? { ...c, apto } : null };
}
