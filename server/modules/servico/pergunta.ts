import "server-only";
import type { perguntaDimensionamento } from "../../db/schema";

type PerguntaRow = typeof perguntaDimensionamento.$inferSelect;

/** Choices of an OPCAO question, stored separated by "|". */
export const opcoesOf = (text: string) =>
  text
    .split("|")
    .map((o) => o.trim())
    .filter(Boolean);

export const perguntaOf = (p: PerguntaRow) => ({
  id: p.id,
  pergunta: p.descricao,
  chave: p.chave,
  tipo_resposta: p.tipoResposta,
  opcoes: opcoesOf(p.opcoes),
  obrigatoria: p.obrigatoria,
  ordem: p.ordem,
});
