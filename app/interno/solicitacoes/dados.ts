import "server-only";
import { paginaDaUrl, urlDaPagina } from "@/lib/lista-url";
import { filtrosDaUrl } from "@/components/solicitacao/fila/params";
import { lerNoServidor } from "@/server/leitura";

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The queue's page as its URL asks, read as its client part reads the URL (so the query matches and the page
 * is not fetched again), and the user's open requests above it: both arrive with the page (issue 10).
 */
export async function lerFila(searchParams: SearchParams) {
  const url = urlDaPagina(await searchParams);
  const query = { ...filtrosDaUrl(url), ...paginaDaUrl(url) };
  const dados = await lerNoServidor("/solicitacao/interno/pendentes/", { query });
  const demanda = await lerNoServidor("/solicitacao/interno/demanda/");
  return { pagina: dados && { query, dados }, demanda };
}
