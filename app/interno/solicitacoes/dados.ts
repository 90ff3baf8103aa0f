import "server-only";
import { filtrosDaUrl } from "@/components/solicitacao/fila/params";
import type { SearchParams } from "@/lib/lista-url";
import { lerListaNoServidor, lerNoServidor } from "@/server/leitura";

/** The queue's page its URL asks for and the user's open requests above it, read before it renders (issue 10). */
export async function lerFila(searchParams: SearchParams) {
  const [pagina, demanda] = await Promise.all([
    lerListaNoServidor("/solicitacao/interno/pendentes/", searchParams, filtrosDaUrl),
    lerNoServidor("/solicitacao/interno/demanda/"),
  ]);
  return { pagina, demanda };
}
