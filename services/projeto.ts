// Consultant views of projects (GET /projeto/consultor/…) and linking oneself to the project's request.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { getJson, type ListParams, type Page } from "./query";
import { solicitacaoKeys } from "./solicitacao";
import type { EmpresaResumo, Historico, Pessoa, Substatus } from "./solicitacao-interno";

export type Projeto = {
  id: number;
  nroprojeto: string;
  solicitacao: { id: number; nrosolicitacao: string; substatus: Substatus };
  empresa_label: string;
  modelooferta: { id: number; titulo: string; servico: { titulo: string } };
  prestador: { id: number; nomefantasia: string };
  consultor: Pessoa | null;
  dta_inicio: string | null;
  dta_fim: string | null;
  dtainclusao: string;
};

export type ProjetoDetalhe = Projeto & {
  objetivo: string;
  empresas_detalhe: EmpresaResumo[];
  etapas: { id: number; ordem: number; titulo: string; descricao: string; entregavel: string }[];
  historico: Historico[];
};

export const projetoKeys = {
  all: ["projeto", "consultor"] as const,
  list: (params: ListParams) => ["projeto", "consultor", "list", params] as const,
  detail: (id: number) => ["projeto", "consultor", "detalhe", id] as const,
};

export const useProjetosConsultor = (params: ListParams) =>
  useQuery({
    queryKey: projetoKeys.list(params),
    queryFn: () => getJson<Page<Projeto>>("/projeto/consultor/", params),
    placeholderData: keepPreviousData,
  });

export const useProjetoConsultor = (id: number) =>
  useQuery({
    queryKey: projetoKeys.detail(id),
    queryFn: () => getJson<ProjetoDetalhe>(`/projeto/consultor/${id}/`),
  });

/** Links a consultant to a request (PATCH …/altera/consultor/) or, with `consultor: null`, unlinks it. */
export function useConsultorSolicitacao() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ solicitacao, consultor }: { solicitacao: number; consultor: number | null }) =>
      consultor === null
        ? apiClient.delete(`/solicitacao/interno/${solicitacao}/remover/consultor/`)
        : apiClient.patch(`/solicitacao/interno/${solicitacao}/altera/consultor/`, { consultor }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: projetoKeys.all }),
        client.invalidateQueries({ queryKey: solicitacaoKeys.all }),
      ]),
  });
}
