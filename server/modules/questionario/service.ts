import "server-only";
import { and, asc, eq, inArray, not, notInArray, sql } from "drizzle-orm";
import type { Conn, Tx } from "../../db/client";
import { avaliacao, questionario, questionarioPergunta, servico } from "../../db/schema";
import { badRequest, conflict, HubError, notFound } from "../../lib/errors";
import { lotesDe } from "../../lib/exportacao";
import { paged, type Window } from "../../lib/pagination";
import { matchesAnyUnaccented } from "../../lib/search";
import type { QuestionarioBody, ServicosDoQuestionarioBody } from "./schemas";

const NAO_ENCONTRADO = "Questionário não encontrado.";
const PADRAO_FICA =
  "O questionário padrão não pode deixar de ser o padrão: marque outro questionário como padrão.";
const PADRAO_NAO_SAI =
  "O questionário padrão não pode ser excluído: marque outro questionário como padrão antes.";
// Two changes moving the default at once take turns, so neither trips over the one-default index.
const TRAVA_PADRAO = 7_301_402_611;

const opcao = { id: questionario.id, descricao: questionario.descricao, padrao: questionario.padrao };
const ordem = [asc(questionario.descricao), asc(questionario.id)];

/** Every questionnaire, by description: the selects. */
export const listarQuestionarios = (conn: Conn) =>
  conn
    .select(opcao)
    .from(questionario)
    .orderBy(...ordem);

/** Questionnaires searched on the description (accents aside), with what uses each: the list's and the export's query. */
const resumos = (conn: Conn, search: string | undefined) => () =>
  conn
    .select({
      ...opcao,
      perguntas: conn.$count(questionarioPergunta, eq(questionarioPergunta.questionarioId, questionario.id)),
      servicos: conn.$count(servico, eq(servico.questionarioId, questionario.id)),
      avaliacoes: conn.$count(avaliacao, eq(avaliacao.questionarioId, questionario.id)),
    })
    .from(questionario)
    .where(matchesAnyUnaccented(search, [questionario.descricao]))
    .$dynamic();

/** A page of questionnaires, by description. */
export const listarResumos = (conn: Conn, search: string | undefined, win: Window) =>
  paged(conn, resumos(conn, search), ordem, win);

/** Every questionnaire the list's search finds, by description, in batches: its export. */
export const lotesDeResumos = (conn: Conn, search: string | undefined) => lotesDe(resumos(conn, search), ordem);

/** The questions of questionnaire `id`, in order: what its form shows and an evaluation asks. */
export const perguntasDoQuestionario = (conn: Conn, id: number) =>
  conn
    .select({
      id: questionarioPergunta.id,
      ordem: questionarioPergunta.ordem,
      pergunta: questionarioPergunta.pergunta,
      tipo: questionarioPergunta.tipo,
    })
    .from(questionarioPergunta)
    .where(eq(questionarioPergunta.questionarioId, id))
    .orderBy(asc(questionarioPergunta.ordem), asc(questionarioPergunta.id));

/** One questionnaire with its questions in order and the services that name it; 404 when there is none. */
export async function detalharQuestionario(conn: Conn, id: number) {
  const [q] = await conn.select(opcao).from(questionario).where(eq(questionario.id, id));
  if (!q) throw notFound(NAO_ENCONTRADO);
  const servicos = await conn
    .select({ id: servico.id, titulo: servico.titulo })
    .from(servico)
    .where(eq(servico.questionarioId, id))
    .orderBy(asc(servico.titulo), asc(servico.id));
  return { ...q, perguntas: await perguntasDoQuestionario(conn, id), servicos };
}

/** The current default stops being one (its successor is set next, in the same transaction). */
async function soltarPadrao(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${TRAVA_PADRAO})`);
  await tx.update(questionario).set({ padrao: false }).where(eq(questionario.padrao, true));
}

/** The questions replace the questionnaire's, numbered in the order sent. */
async function gravarPerguntas(tx: Tx, id: number, perguntas: QuestionarioBody["perguntas"]) {
  await tx.delete(questionarioPergunta).where(eq(questionarioPergunta.questionarioId, id));
  await tx
    .insert(questionarioPergunta)
    .values(
      perguntas.map((p, i) => ({ questionarioId: id, ordem: i + 1, pergunta: p.pergunta, tipo: p.tipo })),
    );
}

export async function criarQuestionario(tx: Tx, body: QuestionarioBody) {
  const padrao = body.questionario.padrao ?? false;
  if (padrao) await soltarPadrao(tx);
  const [q] = await tx
    .insert(questionario)
    .values({ descricao: body.questionario.descricao, padrao })
    .returning({ id: questionario.id });
  await gravarPerguntas(tx, q.id, body.perguntas);
  return detalharQuestionario(tx, q.id);
}

/** Questionnaire `id`, locked until the transaction ends so no other change interleaves; 404 when none. */
async function travar(tx: Tx, id: number) {
  const [q] = await tx
    .select({ padrao: questionario.padrao })
    .from(questionario)
    .where(eq(questionario.id, id))
    .for("update");
  if (!q) throw notFound(NAO_ENCONTRADO);
  return q;
}

/** New description and questions; the default flag moves here when asked, and never leaves by itself. */
export async function atualizarQuestionario(tx: Tx, id: number, body: QuestionarioBody) {
  const atual = await travar(tx, id);
  if (atual.padrao && body.questionario.padrao === false)
    throw new HubError(422, PADRAO_FICA, { errors: { "questionario.padrao": [PADRAO_FICA] } });
  const padrao = body.questionario.padrao ?? atual.padrao;
  if (padrao && !atual.padrao) await soltarPadrao(tx);
  await tx
    .update(questionario)
    .set({ descricao: body.questionario.descricao, padrao })
    .where(eq(questionario.id, id));
  await gravarPerguntas(tx, id, body.perguntas);
  return detalharQuestionario(tx, id);
}

/**
 * Deletes a questionnaire that is not the default: its services go back to the default one and the
 * evaluations answered with it keep their copied text (both foreign keys set null).
 */
export async function removerQuestionario(tx: Tx, id: number) {
  const removidos = await tx
    .delete(questionario)
    .where(and(eq(questionario.id, id), not(questionario.padrao)))
    .returning({ id: questionario.id });
  if (removidos.length) return;
  const [q] = await tx.select({ id: questionario.id }).from(questionario).where(eq(questionario.id, id));
  throw q ? conflict(PADRAO_NAO_SAI) : notFound(NAO_ENCONTRADO);
}

/** The services that use the questionnaire become exactly `servicos`; those left out use the default. */
export async function definirServicos(tx: Tx, body: ServicosDoQuestionarioBody) {
  const id = body.questionario;
  await travar(tx, id);
  const ids = [...new Set(body.servicos)];
  if (ids.length) {
    const existentes = new Set(
      (await tx.select({ id: servico.id }).from(servico).where(inArray(servico.id, ids))).map((s) => s.id),
    );
    const faltam = ids.filter((s) => !existentes.has(s));
    if (faltam.length)
      throw badRequest("Dados inválidos.", {
        servicos: [`Serviço(s) não encontrado(s): ${faltam.join(", ")}.`],
      });
  }
  await tx
    .update(servico)
    .set({ questionarioId: null })
    .where(and(eq(servico.questionarioId, id), ids.length ? notInArray(servico.id, ids) : undefined));
  if (ids.length) await tx.update(servico).set({ questionarioId: id }).where(inArray(servico.id, ids));
  return detalharQuestionario(tx, id);
}
