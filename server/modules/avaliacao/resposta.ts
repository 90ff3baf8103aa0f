import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { SubstatusSolicitacao } from "@/lib/regras/solicitacao";
import { GESTAO, hasAnyRole } from "@/lib/roles";
import type { Tx } from "../../db/client";
import { avaliacao, avaliacaoResposta, solicitacao, substatus } from "../../db/schema";
import { solicitacaoDoCliente } from "../../authz/escopo";
import type { AuthUser } from "../../lib/context";
import { badRequest, notFound } from "../../lib/errors";
import { PARTES_E_EQUIPE, registrarTextos, writeHistory } from "../../lib/history";
import { alvoDoLink, criarLink, usarLink } from "../../lib/link";
import { exigirAcao, SISTEMA } from "../../lib/workflow";
import { numeroParametro } from "../solicitacao";
import { cabecalho, questionarioDaSolicitacao } from "./consulta";
import { avaliacaoAtos, type AcaoAvaliacao } from "./workflow";
import type { Respostas } from "./schemas";

registrarTextos("solicitacao", [
  { codigo: "AVALIACAO", texto: "Serviço avaliado pelo cliente" },
  { codigo: "LINK_AVALIACAO", texto: "Link de avaliação gerado" },
]);

/**
 * Request `id` locked, if `escopo` lets the caller reach it (404 otherwise), once the evaluation's table
 * lets `user` take `acao` on it.
 */
async function solicitacaoTravada(
  tx: Tx,
  user: AuthUser,
  acao: AcaoAvaliacao,
  id: number,
  escopo?: ReturnType<typeof solicitacaoDoCliente>,
) {
  const [s] = await tx
    .select({ id: solicitacao.id, situacao: substatus.codigo, dtaavaliacao: solicitacao.dtaavaliacao })
    .from(solicitacao)
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(and(eq(solicitacao.id, id), escopo))
    .for("update", { of: solicitacao });
  if (!s) throw notFound("Solicitação não encontrada.");
  exigirAcao(avaliacaoAtos, acao, user, s.situacao as SubstatusSolicitacao, { avaliada: !!s.dtaavaliacao });
  return s;
}

/**
 * Records the evaluation of request `solicitacaoId` (locked by the caller): one answer per question of
 * its questionnaire — a score of 1 to 5 for each NOTA question, optional text for TEXTO — copied with
 * the question's text. `usuarioId` is null when answered through a link.
 */
async function registrar(tx: Tx, solicitacaoId: number, usuarioId: number | null, r: Respostas, now: Date) {
  const q = await questionarioDaSolicitacao(tx, solicitacaoId);
  const porPergunta = new Map(r.respostas.map((x) => [x.pergunta, x]));
  const erros: Record<string, string[]> = {};
  if (r.respostas.some((x) => !q.perguntas.some((p) => p.id === x.pergunta)))
    erros.respostas = ["Há respostas a perguntas que não são deste questionário. Atualize a página."];
  const respostas = q.perguntas.map((p, i) => {
    const x = porPergunta.get(p.id);
    if (p.tipo === "NOTA" && !x?.nota) erros[`respostas.${i}.nota`] = ["Dê uma nota de 1 a 5."];
    return {
      ordem: p.ordem,
      pergunta: p.pergunta,
      tipo: p.tipo,
      nota: p.tipo === "NOTA" ? (x?.nota ?? null) : null,
      texto: p.tipo === "TEXTO" ? x?.texto?.trim() || null : null,
    };
  });
  if (Object.keys(erros).length) throw badRequest("Algumas informações exigem sua revisão.", erros);
  const notas = respostas.flatMap((x) => (x.nota === null ? [] : [x.nota]));
  const [criada] = await tx
    .insert(avaliacao)
    .values({
      solicitacaoId,
      questionarioId: q.id,
      questionarioDescricao: q.descricao,
      usuarioId,
      nota: notas.length ? (notas.reduce((a, b) => a + b, 0) / notas.length).toFixed(2) : null,
      comentario: r.comentario?.trim() ?? "",
      dtainclusao: now,
    })
    .returning({ id: avaliacao.id });
  await tx.insert(avaliacaoResposta).values(respostas.map((x) => ({ ...x, avaliacaoId: criada.id })));
  // The request changed (staff may now finish it): a new version, so a page that saw the old one reloads.
  await tx
    .update(solicitacao)
    .set({ dtaavaliacao: now, versao: sql`${solicitacao.versao} + 1` })
    .where(eq(solicitacao.id, solicitacaoId));
  await writeHistory(tx, {
    entidade: "solicitacao",
    entidadeId: solicitacaoId,
    acao: "AVALIACAO",
    usuarioId,
    audiencias: PARTES_E_EQUIPE,
  });
}

/** The request's client answers its evaluation in the portal ("evaluation page"). */
export async function avaliar(tx: Tx, user: AuthUser, b: Respostas & { solicitacao: number }, now: Date) {
  const s = await solicitacaoTravada(tx, user, "avaliar", b.solicitacao, solicitacaoDoCliente(tx, user.id));
  await registrar(tx, s.id, user.id, b, now);
}

/**
 * A link for someone without an account to answer request `id`'s evaluation (the client forwards it, or
 * staff send it for them): valid LINK_AVALIACAO_HORAS, spent by the answer.
 */
export async function linkDeAvaliacao(tx: Tx, user: AuthUser, id: number, now: Date) {
  const s = await solicitacaoTravada(
    tx,
    user,
    "compartilhar",
    id,
    hasAnyRole(user, GESTAO) ? undefined : solicitacaoDoCliente(tx, user.id),
  );
  const link = await criarLink(tx, {
    finalidade: "AVALIACAO",
    alvoId: s.id,
    horas: await numeroParametro(tx, "LINK_AVALIACAO_HORAS"),
    usuarioId: user.id,
    now,
  });
  await writeHistory(tx, {
    entidade: "solicitacao",
    entidadeId: s.id,
    acao: "LINK_AVALIACAO",
    usuarioId: user.id,
    audiencias: PARTES_E_EQUIPE,
  });
  return { url: link.url, expira: link.expira };
}

/** What the public evaluation page shows for a live link: the request and the questionnaire. */
export async function avaliacaoDoLink(tx: Tx, token: string, now: Date) {
  const { alvoId } = await alvoDoLink(tx, "AVALIACAO", token, now);
  const [solicitacaoLida, questionario] = await Promise.all([
    cabecalho(tx, alvoId),
    questionarioDaSolicitacao(tx, alvoId),
  ]);
  return { solicitacao: solicitacaoLida, questionario };
}

/** Answering through a live link: the link is spent in the same transaction as the answers. */
export async function avaliarPorLink(tx: Tx, token: string, r: Respostas, now: Date) {
  const alvo = await usarLink(tx, "AVALIACAO", token, now);
  const s = await solicitacaoTravada(tx, SISTEMA, "avaliar", alvo);
  await registrar(tx, s.id, null, r, now);
}
