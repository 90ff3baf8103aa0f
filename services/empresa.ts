import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, leitura, type QueryDe, type Schema } from "./api";

export type Empresa = Schema<"EmpresaDoUsuario">;
/** A company as GET /empresa/list/ gives it: the list shape of a client company, with its type. */
export type EmpresaResumo = Schema<"EmpresaResumo">;
export type NovaEmpresa = Schema<"EmpresaNova">;
export type EmpresasParams = QueryDe<"/empresa/">;

export const empresaKeys = {
  all: ["empresa"] as const,
  list: (params: EmpresasParams) => ["empresa", "page", params] as const,
  options: ["empresa", "options"] as const,
  prestador: (id: number) => ["empresa", "prestador", id] as const,
};

export type PerfilPrestador = Schema<"PerfilPrestador">;

/** A provider's profile ("provider data", "diagnostician data"), read when its modal opens. */
export const usePerfilPrestador = (id: number, enabled: boolean) =>
  useQuery({
    ...leitura(empresaKeys.prestador(id), "/empresa/prestador/{id}/", { path: { id } }),
    enabled,
  });

/** The caller's own companies (GET /empresa/). */
export function useEmpresas(params: EmpresasParams = {}) {
  return useQuery(leitura(empresaKeys.list(params), "/empresa/", { query: params }));
}

export const useEmpresaList = (enabled = true) =>
  useQuery({ ...leitura(empresaKeys.options, "/empresa/list/"), enabled });

export function useCreateEmpresa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NovaEmpresa) => api.post("/empresa/", { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: empresaKeys.all }),
  });
}
