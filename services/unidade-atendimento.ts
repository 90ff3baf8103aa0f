import { useQuery } from "@tanstack/react-query";
import type { Pessoa } from "./listagem";
import { getJson, type ListParams, type Page } from "./query";

export type UnidadeAtendimento = {
  id: number;
  descricao: string;
  ativo: boolean;
  cidades: { id: number; nome: string; estado: string }[];
  gestores: Pessoa[];
};

export const unidadeAtendimentoKeys = {
  list: (params: ListParams) => ["unidade-atendimento", "list", params] as const,
};

export function useUnidadesAtendimento(params: ListParams = {}) {
  return useQuery({
    queryKey: unidadeAtendimentoKeys.list(params),
    queryFn: () => getJson<Page<UnidadeAtendimento>>("/unidade-atendimento/", params),
  });
}
