import { useQuery } from "@tanstack/react-query";
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

export const empresaKeys = { list: (params: ListParams) => ["empresa", "list", params] as const };

/** The caller's own companies (GET /empresa/). */
export function useEmpresas(params: ListParams = {}) {
  return useQuery({
    queryKey: empresaKeys.list(params),
    queryFn: () => getJson<Page<Empresa>>("/empresa/", params),
  });
}
