import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { Cliente } from "./listagem";
import { getJson, type ListParams, type Page } from "./query";

export type Empresa = {
  id: number;
  tipo: "CLIENTE" | "PRESTADOR";
  cnpj: string | null;
  cnpj_mask: string | null;
  cpf_mask: string | null;
  razaosocial: string;
  nomefantasia: string;
  porte: { id: number; descricao: string } | null;
  areaatuacao: { id: number; descricao: string } | null;
  cidade: { id: number; nome: string };
  estado: { id: number; sigla: string; nome: string };
  telefone: string;
  email: string;
  ativo: boolean;
  suspenso: boolean;
  credenciamentos: { servico: { id: number; codigo: string; titulo: string }; ativo: boolean }[];
};

export const empresaKeys = {
  all: ["empresa"] as const,
  list: (params: ListParams) => ["empresa", "page", params] as const,
  options: ["empresa", "options"] as const,
};

/** The caller's own companies (GET /empresa/). */
export function useEmpresas(params: ListParams = {}) {
  return useQuery({
    queryKey: empresaKeys.list(params),
    queryFn: () => getJson<Page<Empresa>>("/empresa/", params),
  });
}

/** A company as GET /empresa/list/ gives it: the list shape of a client company, with its type. */
export type EmpresaResumo = Cliente & Pick<Empresa, "tipo">;

export type NovaEmpresa = {
  cnpj?: string;
  cpf?: string;
  razaosocial: string;
  nomefantasia: string;
  cep: string;
  logradouro: string;
  complemento?: string;
  cidade: number;
  telefone: string;
  email: string;
};

export const useEmpresaList = (enabled = true) =>
  useQuery({
    queryKey: empresaKeys.options,
    queryFn: () => getJson<EmpresaResumo[]>("/empresa/list/"),
    enabled,
  });

export function useCreateEmpresa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NovaEmpresa) => apiClient.post<Empresa>("/empresa/", body).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: empresaKeys.all }),
  });
}
