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

/** Balance of one cost centre, or of every centre of one action, with the live reservations on them. */
export type CentroCustoDetalhe = {
  acao: string;
  saldo: number;
  reservado: number;
  centros: (CentroCusto & { reservado: number })[];
  reservas: {
    id: number;
    valor: number;
    dtainclusao: string;
    centrocusto: { id: number; codigo: string };
    solicitacao: { id: number; nrosolicitacao: string };
  }[];
};

export const centrocustoKeys = {
  all: ["centrocusto"] as const,
  list: (params: ListParams) => ["centrocusto", "list", params] as const,
  detalhe: (centrocusto: number) => ["centrocusto", "detalhe", centrocusto] as const,
};

export function useCentrosCusto(params: ListParams = {}) {
  return useQuery({
    queryKey: centrocustoKeys.list(params),
    queryFn: () => getJson<Page<CentroCusto>>("/consulta/centrocusto/", params),
  });
}

/** The balance and live reservations of one cost centre (the API also sums up an action's: `?acao=`). */
export function useCentroCustoDetalhe(centrocusto: number) {
  return useQuery({
    queryKey: centrocustoKeys.detalhe(centrocusto),
    queryFn: () => getJson<CentroCustoDetalhe>("/consulta/centrocusto/detalhe/", { centrocusto }),
  });
}
