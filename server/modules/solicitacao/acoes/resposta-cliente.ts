import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { modeloOferta, solicitacaoResposta } from "../../../db/schema";
import { perguntasDosServicos } from "../../servico";
import { badRequest } from "../../../lib/errors";
import type { RespostaEnviada } from "../envio/schemas";
import { ownRow } from "../service";
import { type Falha, validarRespostas } from "../envio/validacao";
import { exigirAcao } from "../../../lib/workflow";
import { solicitacaoWorkflow, type SubstatusCodigo } from "../workflow";
import { type Contexto, mudar } from "./service";

export type Atualizacao = { resposta: string; objetivo?: string; perguntas?: RespostaEnviada[] };

/** The client's answers, checked like the first send, against the questions of the request's service. */
async function respostasValidas(tx: Tx, modeloOfertaId: number, itens: RespostaEnviada[]) {
  const [oferta] = await tx
    .select({ servicoId: modeloOferta.servicoId })
    .from(modeloOferta)
    .where(eq(modeloOferta.id, modeloOfertaId));
  const perguntas = await perguntasDosServicos(tx, [oferta.servicoId]);
  const errors: Record<string, string[]> = {};
  const fail: Falha = (key, message) => (errors[key] ??= []).push(message);
  const respostas = validarRespostas(perguntas, itens, "perguntas", fail);
  if (Object.keys(errors).length) throw badRequest("Verifique as respostas.", errors);
  return respostas;
}

/**
 * The client answers a request staff sent back: what they changed (`resposta`, kept as the history
 * reason), optionally a new objective and a new full set of answers; the request goes back to analysis.
 */
export async function atualizarPeloCliente(tx: Tx, ctx: Contexto, body: Atualizacao) {
  const row = await ownRow(tx, ctx.user.id, ctx.id);
  exigirAcao(solicitacaoWorkflow, "resposta_cliente", ctx.user, row.substatusCodigo as SubstatusCodigo, row);
  const respostas = body.perguntas && (await respostasValidas(tx, row.modeloOfertaId, body.perguntas));
  await mudar(tx, ctx, {
    acao: "resposta_cliente",
    linha: row,
    set: { objetivo: body.objetivo },
    motivo: body.resposta,
  });
  if (!respostas) return;
  await tx.delete(solicitacaoResposta).where(eq(solicitacaoResposta.solicitacaoId, row.id));
  if (respostas.length)
    await tx.insert(solicitacaoResposta).values(respostas.map((r) => ({ solicitacaoId: row.id, ...r })));
}
