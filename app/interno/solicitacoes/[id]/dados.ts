import "server-only";
import { lerNoServidor } from "@/server/leitura";

/**
 * A request as staff see it, its sizing answers and the substatuses its history names, read before its page
 * renders (issue 10): read after hydration, the history showed codes ("EM_ANALISE") until their names came.
 */
export async function lerSolicitacao(id: number) {
  const [solicitacao, perguntas, substatus] = await Promise.all([
    lerNoServidor("/solicitacao/interno/detalhe/{id}/", { path: { id } }),
    lerNoServidor("/solicitacao/interno/detalhe/{id}/perguntas/", { path: { id } }),
    lerNoServidor("/listagem/externo/substatus/", { query: {} }),
  ]);
  return { solicitacao, perguntas, substatus };
}
