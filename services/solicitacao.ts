import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { getJson, type ListParams, type Page } from "./query";
import type { Pessoa, Substatus } from "./listagem";
import type { Etapa, Pergunta } from "./servico";

export type Solicitacao = {
  id: number;
  nrosolicitacao: string;
  empresa_label: string;
  empresas: { id: number; nomefantasia: string }[];
  count_empresas: number;
  modelooferta: { id: number; titulo: string; imagem: string | null; servico: { titulo: string } };
  substatus: Substatus;
  valor: number;
  objetivo: string;
  dtainclusao: string;
  gestor: Omit<Pessoa, "id"> | null;
};

/** One row of a request's history; the client's own detail leaves out its id and who made the change. */
export type Historico = {
  id: number;
  acao: string | null;
  de: string | null;
  para: string | null;
  motivo: string | null;
  usuario: Omit<Pessoa, "id"> | null;
  dtainclusao: string;
};

/** The client's answer to one of the service's sizing questions. */
export type RespostaDimensionamento = { pergunta: Pergunta; resposta: string };

export type SolicitacaoDetalhe = Solicitacao & {
  justificativa: string;
  gestores: Pessoa[];
  dtaprazoenvioproposta: string | null;
  escolha_direta: boolean;
  /** What staff asked the client to change, while the request is DEVOLVIDA_CLIENTE. */
  ajuste: string | null;
  historico: Omit<Historico, "id" | "usuario">[];
};

/** The client's answer to a request sent back to them (DEVOLVIDA_CLIENTE → AGUARDANDO_ANALISE). */
export type RespostaAjuste = { resposta: string; objetivo?: string };

export type EnvioItem = {
  empresa: number;
  modelo_oferta: number;
  objetivo: string;
  perguntas: { pergunta: number; resposta: string }[];
};

export const solicitacaoKeys = {
  all: ["solicitacao"] as const,
  list: (params: ListParams) => ["solicitacao", "externo", params] as const,
  detail: (id: number) => ["solicitacao", "externo", "detalhe", id] as const,
  perguntas: (id: number) => ["solicitacao", "externo", "detalhe", id, "perguntas"] as const,
  etapas: (id: number) => ["solicitacao", "externo", "etapas", id] as const,
};

export const useSolicitacoes = (params: ListParams) =>
  useQuery({
    queryKey: solicitacaoKeys.list(params),
    queryFn: () => getJson<Page<Solicitacao>>("/solicitacao/externo/", params),
    placeholderData: keepPreviousData,
  });

export const useSolicitacao = (id: number) =>
  useQuery({
    queryKey: solicitacaoKeys.detail(id),
    queryFn: () => getJson<SolicitacaoDetalhe>(`/solicitacao/externo/detalhe/${id}/`),
  });

export const useSolicitacaoPerguntas = (id: number) =>
  useQuery({
    queryKey: solicitacaoKeys.perguntas(id),
    queryFn: () => getJson<RespostaDimensionamento[]>(`/solicitacao/externo/detalhe/${id}/perguntas/`),
  });

export const useSolicitacaoEtapas = (id: number) =>
  useQuery({
    queryKey: solicitacaoKeys.etapas(id),
    queryFn: () => getJson<Etapa[]>(`/solicitacao/externo/etapas/${id}/`),
  });

export function useEnviarSolicitacoes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (modelos: EnvioItem[]) =>
      apiClient
        .post<{ results: Solicitacao[] }>("/solicitacao/externo/enviar/", { modelos })
        .then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: solicitacaoKeys.all }),
  });
}

export function useResponderAjuste(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RespostaAjuste) =>
      apiClient.patch(`/solicitacao/interno/cliente/atualiza/${id}/`, body).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: solicitacaoKeys.all }),
  });
}
