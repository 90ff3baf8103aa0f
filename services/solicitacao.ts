import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { useTentativa } from "@/hooks/use-tentativa";
import { api, leitura, pagina, type CorpoDe, type Lida, type QueryDe, type Schema } from "./api";

export type Solicitacao = Schema<"SolicitacaoExterna">;
export type SolicitacaoDetalhe = Schema<"SolicitacaoExternaDetalhe">;
/** One row of a request's history; the client's own detail leaves out its id and who made the change. */
export type Historico = Schema<"HistoricoItem">;
/** The client's answer to one of the service's sizing questions. */
export type RespostaDimensionamento = Schema<"RespostaSolicitacao">;
/** The client's answer to a request sent back to them (DEVOLVIDA_CLIENTE → AGUARDANDO_ANALISE). */
export type RespostaAjuste = Schema<"SolicitacaoAtualizacaoCliente">;
export type EnvioItem = CorpoDe<"post", "/solicitacao/externo/enviar/">["modelos"][number];
export type SolicitacoesParams = QueryDe<"/solicitacao/externo/">;

export const solicitacaoKeys = {
  all: ["solicitacao"] as const,
  list: (params: SolicitacoesParams) => ["solicitacao", "externo", params] as const,
  detail: (id: number) => ["solicitacao", "externo", "detalhe", id] as const,
  perguntas: (id: number) => ["solicitacao", "externo", "detalhe", id, "perguntas"] as const,
  etapas: (id: number) => ["solicitacao", "externo", "etapas", id] as const,
};

/** The client's requests of `params`; `servidor`: the page their list was rendered with on the server. */
export const useSolicitacoes = (params: SolicitacoesParams, servidor?: Lida<"/solicitacao/externo/">) =>
  useQuery(pagina(solicitacaoKeys.list(params), "/solicitacao/externo/", params, servidor));

/** The requests' statuses in workflow order: the client's list filters by them (`dash_filter`). */
export const useStatusSolicitacao = (servidor?: Lida<"/listagem/externo/status/">) =>
  useQuery({
    ...leitura(
      ["solicitacao", "status"],
      "/listagem/externo/status/",
      { query: { entidade: "solicitacao" } },
      servidor,
    ),
    staleTime: Infinity,
  });

// `servidor`: what the request's page read on the server (app/externo/cliente/solicitacoes/[id]).
export const useSolicitacao = (id: number, servidor?: Lida<"/solicitacao/externo/detalhe/{id}/">) =>
  useQuery(
    leitura(solicitacaoKeys.detail(id), "/solicitacao/externo/detalhe/{id}/", { path: { id } }, servidor),
  );

export const useSolicitacaoPerguntas = (
  id: number,
  servidor?: Lida<"/solicitacao/externo/detalhe/{id}/perguntas/">,
) =>
  useQuery(
    leitura(
      solicitacaoKeys.perguntas(id),
      "/solicitacao/externo/detalhe/{id}/perguntas/",
      { path: { id } },
      servidor,
    ),
  );

export const useSolicitacaoEtapas = (id: number, servidor?: Lida<"/solicitacao/externo/etapas/{id}/">) =>
  useQuery(
    leitura(solicitacaoKeys.etapas(id), "/solicitacao/externo/etapas/{id}/", { path: { id } }, servidor),
  );

/**
 * Sends the cart with one Idempotency-Key per checkout attempt: sending the same cart again (a retry after
 * an answer that never arrived) reuses the key, so the server creates the requests once; a changed cart or
 * a success starts a new attempt.
 */
export function useEnviarSolicitacoes() {
  const client = useQueryClient();
  const tentativa = useTentativa();
  return useMutation({
    mutationFn: (modelos: EnvioItem[]) =>
      api.post("/solicitacao/externo/enviar/", {
        body: { modelos },
        headers: { "Idempotency-Key": tentativa.chave(modelos) },
      }),
    onSuccess: tentativa.encerrar,
    onSettled: () => client.invalidateQueries({ queryKey: solicitacaoKeys.all }),
  });
}

export const useResponderAjuste = (id: number, versao?: number) =>
  useAcao({
    chamada: (body: RespostaAjuste) =>
      api.patch("/solicitacao/interno/cliente/atualiza/{id}/", { path: { id }, body, versao }),
    invalida: [solicitacaoKeys.all],
  });
