import "server-only";
import { lerNoServidor } from "@/server/leitura";

/**
 * One of the client's requests, its answers, its stages and the substatuses its history names, read before its
 * page renders (issue 10).
 */
export async function lerSolicitacao(id: number) {
  const opcoes = { path: { id } };
  const [solicitacao, perguntas, etapas, substatus] = await Promise.all([
    lerNoServidor("/solicitacao/externo/detalhe/{id}/", opcoes),
    lerNoServidor("/solicitacao/externo/detalhe/{id}/perguntas/", opcoes),
    lerNoServidor("/solicitacao/externo/etapas/{id}/", opcoes),
    lerNoServidor("/listagem/externo/substatus/", { query: {} }),
  ]);
  return { solicitacao, perguntas, etapas, substatus };
}
