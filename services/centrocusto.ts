import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { leitura, type QueryDe, type Schema } from "./api";

export type CentroCusto = Schema<"CentroCusto">;
/** Balance of one cost centre, or of every centre of one action, with the live reservations on them. */
export type CentroCustoDetalhe = Schema<"CentroCustoDetalhe">;
export type CentrosCustoParams = QueryDe<"/consulta/centrocusto/">;

export const centrocustoKeys = {
  all: ["centrocusto"] as const,
  list: (params: CentrosCustoParams) => ["centrocusto", "list", params] as const,
  detalhe: (centrocusto: number) => ["centrocusto", "detalhe", centrocusto] as const,
};

/** Cost centres of a search; the last options stay while the next search loads, so a pick is not lost. */
export function useCentrosCusto(params: CentrosCustoParams = {}) {
  return useQuery({
    ...leitura(centrocustoKeys.list(params), "/consulta/centrocusto/", { query: params }),
    placeholderData: keepPreviousData,
  });
}

/** The balance and live reservations of one cost centre (the API also sums up an action's: `?acao=`). */
export function useCentroCustoDetalhe(centrocusto: number) {
  return useQuery(
    leitura(centrocustoKeys.detalhe(centrocusto), "/consulta/centrocusto/detalhe/", {
      query: { centrocusto },
    }),
  );
}
