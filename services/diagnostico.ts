// Consultant views of diagnostics (GET /diagnostico/consultor/…) and linking oneself to one.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, leitura, type QueryDe, type Schema } from "./api";

export type Diagnostico = Schema<"Diagnostico">;
export type DiagnosticoDetalhe = Schema<"DiagnosticoDetalhe">;
export type DiagnosticosParams = QueryDe<"/diagnostico/consultor/">;

/** Once approved or rejected, a diagnostic's consultant no longer changes (the API answers 409). */
export const DIAGNOSTICO_FINAL = ["APROVADO", "REJEITADO"];

export const diagnosticoKeys = {
  all: ["diagnostico", "consultor"] as const,
  list: (params: DiagnosticosParams) => ["diagnostico", "consultor", "list", params] as const,
  enviados: (params: DiagnosticosParams) => ["diagnostico", "consultor", "enviados", params] as const,
  detail: (id: number) => ["diagnostico", "consultor", "detalhe", id] as const,
  status: ["diagnostico", "status"] as const,
};

export const useDiagnosticosConsultor = (params: DiagnosticosParams) =>
  useQuery({
    ...leitura(diagnosticoKeys.list(params), "/diagnostico/consultor/", { query: params }),
    placeholderData: keepPreviousData,
  });

export const useDiagnosticosEnviados = (params: DiagnosticosParams) =>
  useQuery({
    ...leitura(diagnosticoKeys.enviados(params), "/diagnostico/enviados/consultor/", { query: params }),
    placeholderData: keepPreviousData,
  });

export const useDiagnosticoConsultor = (id: number) =>
  useQuery(leitura(diagnosticoKeys.detail(id), "/diagnostico/consultor/{id}/", { path: { id } }));

/** The diagnostic statuses, in workflow order (the `dash_filter` values). */
export const useStatusDiagnostico = () =>
  useQuery({
    ...leitura(diagnosticoKeys.status, "/listagem/interno/status/", { query: { entidade: "diagnostico" } }),
    staleTime: Infinity,
  });

/** Links a consultant to a diagnostic or, with `consultor: null`, unlinks it. */
export function useConsultorDiagnostico() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ diagnostico, consultor }: { diagnostico: number; consultor: number | null }) =>
      consultor === null
        ? api.delete("/diagnostico/{id}/remover/consultor/", { path: { id: diagnostico } })
        : api.patch("/diagnostico/{id}/altera/consultor/", {
            path: { id: diagnostico },
            body: { consultor },
          }),
    // Also after a failure: a 409 means the diagnostic changed meanwhile, and the page should show how.
    onSettled: () => client.invalidateQueries({ queryKey: diagnosticoKeys.all }),
  });
}
