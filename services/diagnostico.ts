// Consultant views of diagnostics (GET /diagnostico/consultor/…) and linking oneself to one.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { getJson, type ListParams, type Page } from "./query";
import type { Cliente, Cor, Pessoa } from "./listagem";
import type { Historico } from "./solicitacao";

export type Diagnostico = {
  id: number;
  nrodiagnostico: string;
  solicitacao: { id: number; nrosolicitacao: string };
  empresa_label: string;
  modelooferta: { id: number; titulo: string };
  status: Cor & { etapa: number };
  ematraso: boolean;
  prazo: string;
  comprovante: { id: number; nome: string } | null;
  prestador: { id: number; nomefantasia: string };
  consultor: Pessoa | null;
  dtainclusao: string;
};

export type DiagnosticoDetalhe = Diagnostico & {
  objetivo: string;
  empresas_detalhe: Cliente[];
  arquivo: { id: number; nome: string; tipo: string; tamanho: number } | null;
  historico: Historico[];
};

/** Once approved or rejected, a diagnostic's consultant no longer changes (the API answers 409). */
export const DIAGNOSTICO_FINAL = ["APROVADO", "REJEITADO"];

export const diagnosticoKeys = {
  all: ["diagnostico", "consultor"] as const,
  list: (params: ListParams) => ["diagnostico", "consultor", "list", params] as const,
  enviados: (params: ListParams) => ["diagnostico", "consultor", "enviados", params] as const,
  detail: (id: number) => ["diagnostico", "consultor", "detalhe", id] as const,
  status: ["diagnostico", "status"] as const,
};

export const useDiagnosticosConsultor = (params: ListParams) =>
  useQuery({
    queryKey: diagnosticoKeys.list(params),
    queryFn: () => getJson<Page<Diagnostico>>("/diagnostico/consultor/", params),
    placeholderData: keepPreviousData,
  });

export const useDiagnosticosEnviados = (params: ListParams) =>
  useQuery({
    queryKey: diagnosticoKeys.enviados(params),
    queryFn: () => getJson<Page<Diagnostico>>("/diagnostico/enviados/consultor/", params),
    placeholderData: keepPreviousData,
  });

export const useDiagnosticoConsultor = (id: number) =>
  useQuery({
    queryKey: diagnosticoKeys.detail(id),
    queryFn: () => getJson<DiagnosticoDetalhe>(`/diagnostico/consultor/${id}/`),
  });

/** The diagnostic statuses, in workflow order (the `dash_filter` values). */
export const useStatusDiagnostico = () =>
  useQuery({
    queryKey: diagnosticoKeys.status,
    queryFn: () => getJson<Cor[]>("/listagem/interno/status/", { entidade: "diagnostico" }),
    staleTime: Infinity,
  });

/** Links a consultant to a diagnostic or, with `consultor: null`, unlinks it. */
export function useConsultorDiagnostico() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ diagnostico, consultor }: { diagnostico: number; consultor: number | null }) =>
      consultor === null
        ? apiClient.delete(`/diagnostico/${diagnostico}/remover/consultor/`)
        : apiClient.patch(`/diagnostico/${diagnostico}/altera/consultor/`, { consultor }),
    // Also after a failure: a 409 means the diagnostic changed meanwhile, and the page should show how.
    onSettled: () => client.invalidateQueries({ queryKey: diagnosticoKeys.all }),
  });
}
