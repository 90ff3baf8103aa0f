import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import { perguntaDimensionamento, solicitacaoResposta } from "../../../db/schema";
import { ownRow } from "../service";
import { etapasDe, perguntaOf } from "../../servico";

/**
 * The dimensioning answers of a request, in the order they were asked, each with the question's text as the
 * client read it; callers check who may see it first.
 */
export async function respostasOf(conn: Conn, id: number) {
  const rows = await conn
    .select({
      resposta: solicitacaoResposta.resposta,
      texto: solicitacaoResposta.pergunta,
      pergunta: perguntaDimensionamento,
    })
    .from(solicitacaoResposta)
    .innerJoin(perguntaDimensionamento, eq(perguntaDimensionamento.id, solicitacaoResposta.perguntaId))
    .where(eq(solicitacaoResposta.solicitacaoId, id))
    .orderBy(asc(solicitacaoResposta.id));
  return rows.map(({ resposta, texto, pergunta }, i) => ({
    pergunta: perguntaOf({ ...pergunta, descricao: texto }, i + 1),
    resposta,
  }));
}

/** The dimensioning answers of one of the client's requests. */
export async function getRespostas(conn: Conn, usuarioId: number, id: number) {
  await ownRow(conn, usuarioId, id);
  return respostasOf(conn, id);
}

/** The stages of the offer model of one of the client's requests, by ordem. */
export async function getEtapas(conn: Conn, usuarioId: number, id: number) {
  const row = await ownRow(conn, usuarioId, id);
  return etapasDe(conn, row.modeloOfertaId);
}
