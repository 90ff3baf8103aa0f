import "server-only";
import { lerNoServidor } from "@/server/leitura";

/** A request as staff see it and its sizing answers, read before its page renders (issue 10). */
export async function lerSolicitacao(id: number) {
  const [solicitacao, perguntas] = await Promise.all([
    lerNoServidor("/solicitacao/interno/detalhe/{id}/", { path: { id } }),
    lerNoServidor("/solicitacao/interno/detalhe/{id}/perguntas/", { path: { id } }),
  ]);
  return { solicitacao, perguntas };
}
