import "server-only";
import { filtrosDaUrl } from "@/components/solicitacao/minhas-solicitacoes-url";
import type { SearchParams } from "@/lib/lista-url";
import { lerListaNoServidor } from "@/server/leitura";

/** The client's page of requests its URL asks for, read before it renders (issue 10). */
export const lerSolicitacoes = (searchParams: SearchParams) =>
  lerListaNoServidor("/solicitacao/externo/", searchParams, filtrosDaUrl);
