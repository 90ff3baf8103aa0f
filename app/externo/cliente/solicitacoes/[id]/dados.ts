import "server-only";
import { lerNoServidor } from "@/server/leitura";

/** One of the client's requests, its answers and its stages, read before its page renders (issue 10). */
export async function lerSolicitacao(id: number) {
  const opcoes = { path: { id } };
  const [solicitacao, perguntas, etapas] = await Promise.all([
    lerNoServidor("/solicitacao/externo/detalhe/{id}/", opcoes),
    lerNoServidor("/solicitacao/externo/detalhe/{id}/perguntas/", opcoes),
    lerNoServidor("/solicitacao/externo/etapas/{id}/", opcoes),
  ]);
  return { solicitacao, perguntas, etapas };
}
