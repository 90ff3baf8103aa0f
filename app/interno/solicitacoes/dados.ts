import "server-only";
import { filtrosDaUrl } from "@/components/solicitacao/fila/params";
import type { SearchParams } from "@/lib/lista-url";
import { pedidoDeCelular } from "@/server/celular";
import { lerListaNoServidor, lerNoServidor } from "@/server/leitura";

/**
 * The queue's page its URL asks for and the user's open requests above it, read before it renders (issue 10),
 * and whether a phone asks (its filters then come as placeholders, see FilaFiltros).
 */
export async function lerFila(searchParams: SearchParams) {
  const [pagina, demanda, celular] = await Promise.all([
    lerListaNoServidor("/solicitacao/interno/pendentes/", searchParams, filtrosDaUrl),
    lerNoServidor("/solicitacao/interno/demanda/"),
    pedidoDeCelular(),
  ]);
  return { pagina, demanda, celular };
}
