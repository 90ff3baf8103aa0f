import { useQuery } from "@tanstack/react-query";
import { getJson, type ListParams, type Page } from "./query";

export type CentroCusto = {
  id: number;
  codigo: string;
  descricao: string;
  saldo: number;
  acao: { codigo: string };
  projeto: string;
  ano: number;
  ativo: boolean;
};

export const centrocustoKeys = { list: (params: ListParams) => ["centrocusto", "list", params] as const };

export function useCentrosCusto(params: ListParams = {}) {
  return useQuery({
    queryKey: centrocustoKeys.list(params),
    queryFn: () => getJson<Page<CentroCusto>>("/consulta/centrocusto/", params),
  });
}
