import "server-only";
import { and, asc, eq, getTableColumns, inArray } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { perguntaDimensionamento, servicoPergunta } from "../../db/schema";

type PerguntaRow = typeof perguntaDimensionamento.$inferSelect;

/** Choices of an OPCAO question, stored separated by "|". */
export const opcoesOf = (text: string) =>
  text
    .split("|")
    .map((o) => o.trim())
    .filter(Boolean);

export const perguntaOf = (p: PerguntaRow, ordem: number) => ({
  id: p.id,
  pergunta: p.descricao,
  chave: p.chave,
  tipo_resposta: p.tipoResposta,
  opcoes: opcoesOf(p.opcoes),
  obrigatoria: p.obrigatoria,
  ordem,
});

/**
 * The questions the services chose from the bank, each with its service and place, in order: what the
 * checkout asks. An archived question is asked no more.
 */
export function perguntasDosServicos(conn: Conn, servicoIds: number[]) {
  return conn
    .select({
      ...getTableColumns(perguntaDimensionamento),
      servicoId: servicoPergunta.servicoId,
      ordem: servicoPergunta.ordem,
    })
    .from(servicoPergunta)
    .innerJoin(perguntaDimensionamento, eq(perguntaDimensionamento.id, servicoPergunta.perguntaId))
    .where(and(inArray(servicoPergunta.servicoId, servicoIds), eq(perguntaDimensionamento.ativo, true)))
    .orderBy(asc(servicoPergunta.servicoId), asc(servicoPergunta.ordem), asc(servicoPergunta.id));
}
