import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import { perguntaDimensionamento, solicitacaoResposta } from "../../../db/schema";
import { ownRow } from "../service";
import { etapasDe } from "../../servico";
import { perguntaOf } from "../../servico";

/** The dimensioning answers of a request, in question order; callers check who may see it first. */
export async function respostasOf(conn: Conn, id: number) {
  const rows = await conn
    .select({ resposta: solicitacaoResposta.resposta, pergunta: perguntaDimensionamento })
    .from(solicitacaoResposta)
    .innerJoin(perguntaDimensionamento, eq(perguntaDimensionamento.id, solicitacaoResposta.perguntaId))
    .where(eq(solicitacaoResposta.solicitacaoId, id))
    .orderBy(asc(perguntaDimensionamento.ordem), asc(perguntaDimensionamento.id));
  return rows.map(({ resposta, pergunta }) => ({ pergunta: perguntaOf(pergunta), resposta }));
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
