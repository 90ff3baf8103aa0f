import "server-only";
import { filtrosDaUrl } from "@/components/solicitacao/minhas-solicitacoes-url";
import { urlDaPagina, type SearchParams } from "@/lib/lista-url";
import { lerListaNoServidor, lerNoServidor } from "@/server/leitura";

/**
 * The client's page of requests its URL asks for, and the situations and steps its two filters offer, read before
 * it renders (issue 10): the filters are filled from the first paint, and call for nothing after hydration.
 */
export async function lerSolicitacoes(searchParams: SearchParams) {
  const { dash_filter } = filtrosDaUrl(await urlDaPagina(searchParams));
  const [pagina, situacoes, etapas] = await Promise.all([
    lerListaNoServidor("/solicitacao/externo/", searchParams, filtrosDaUrl),
    lerNoServidor("/listagem/externo/status/", { query: { entidade: "solicitacao" } }),
    lerNoServidor("/listagem/externo/substatus/", { query: { status: dash_filter } }),
  ]);
  return { pagina, situacoes, etapas };
}
