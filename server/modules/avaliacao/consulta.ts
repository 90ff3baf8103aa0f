import "server-only";
import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { SubstatusSolicitacao } from "@/lib/regras/solicitacao";
import type { Conn } from "../../db/client";
import {
  avaliacao,
  avaliacaoResposta,
  empresa,
  modeloOferta,
  projeto,
  questionario,
  servico,
  solicitacao,
  substatus,
} from "../../db/schema";
import { projetoAlcancavel } from "../../authz/escopo";
import type { AuthUser } from "../../lib/context";
import { conflict, notFound } from "../../lib/errors";
import { acoesDisponiveis } from "../../lib/workflow";
import { avaliacaoAtos } from "./workflow";
import { perguntasDoQuestionario } from "../questionario";

/** The questionnaire request `solicitacaoId` is evaluated with: its service's own, or the default one. */
export async function questionarioDaSolicitacao(conn: Conn, solicitacaoId: number) {
  const [q] = await conn
    .select({ id: questionario.id, descricao: questionario.descricao })
    .from(solicitacao)
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(servico, eq(servico.id, modeloOferta.servicoId))
    .innerJoin(
      questionario,
      or(
        eq(questionario.id, servico.questionarioId),
        and(isNull(servico.questionarioId), eq(questionario.padrao, true)),
      ),
    )
    .where(eq(solicitacao.id, solicitacaoId));
  if (!q) throw conflict("Nenhum questionário de avaliação está configurado. Avise a equipe do programa.");
  const perguntas = await perguntasDoQuestionario(conn, q.id);
  return { ...q, perguntas };
}

/** Request `solicitacaoId`'s evaluation with its answers, or null before the client answers. */
export async function avaliacaoDe(conn: Conn, solicitacaoId: number) {
  const [a] = await conn.select().from(avaliacao).where(eq(avaliacao.solicitacaoId, solicitacaoId));
  if (!a) return null;
  const respostas = await conn
    .select({
      ordem: avaliacaoResposta.ordem,
      pergunta: avaliacaoResposta.pergunta,
      tipo: avaliacaoResposta.tipo,
      nota: avaliacaoResposta.nota,
      texto: avaliacaoResposta.texto,
    })
    .from(avaliacaoResposta)
    .where(eq(avaliacaoResposta.avaliacaoId, a.id))
    .orderBy(asc(avaliacaoResposta.ordem));
  return {
    questionario: a.questionarioDescricao,
    nota: a.nota === null ? null : Number(a.nota),
    comentario: a.comentario,
    via: a.usuarioId === null ? ("LINK" as const) : ("PORTAL" as const),
    dtainclusao: a.dtainclusao.toISOString(),
    respostas,
  };
}

/** The request as the evaluation page heads it: number, service and the provider carrying it out. */
export async function cabecalho(conn: Conn, solicitacaoId: number) {
  const [s] = await conn
    .select({
      id: solicitacao.id,
      nrosolicitacao: solicitacao.nrosolicitacao,
      servico: modeloOferta.titulo,
      prestador: empresa.nomefantasia,
    })
    .from(solicitacao)
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .leftJoin(projeto, eq(projeto.solicitacaoId, solicitacao.id))
    .leftJoin(empresa, eq(empresa.id, projeto.prestadorId))
    .where(eq(solicitacao.id, solicitacaoId));
  return s;
}

/**
 * Request `id`'s evaluation page for its parties and the staff who reach it: the questionnaire, the
 * answers once given, and whether this user may answer or share a link now.
 */
export async function avaliacaoDaSolicitacao(conn: Conn, user: AuthUser, id: number) {
  const [s] = await conn
    .select({ situacao: substatus.codigo, dtaavaliacao: solicitacao.dtaavaliacao })
    .from(solicitacao)
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .leftJoin(projeto, eq(projeto.solicitacaoId, solicitacao.id))
    .where(and(eq(solicitacao.id, id), projetoAlcancavel(conn, user)));
  if (!s) throw notFound("Solicitação não encontrada.");
  const [solicitacaoLida, questionarioLido, avaliacaoLida] = await Promise.all([
    cabecalho(conn, id),
    questionarioDaSolicitacao(conn, id),
    avaliacaoDe(conn, id),
  ]);
  return {
    solicitacao: solicitacaoLida,
    questionario: questionarioLido,
    avaliacao: avaliacaoLida,
    acoes: acoesDisponiveis(avaliacaoAtos, user, s.situacao as SubstatusSolicitacao, {
      avaliada: !!s.dtaavaliacao,
    }),
  };
}
