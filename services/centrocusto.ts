// Cost centres: the choice of a request's centre (GET /consulta/centrocusto/…), and for staff their balances,
// movements, flags, people involved and the monthly follow-up (GET/PATCH/POST/PUT/DELETE /centrocusto/interno/…).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { api, baixarArquivo, leitura, pagina, type CorpoDe, type QueryDe, type Schema } from "./api";

export type CentroCusto = Schema<"CentroCusto">;
/** Balance of one cost centre, or of every centre of one action, with the live reservations on them. */
export type CentroCustoDetalhe = Schema<"CentroCustoDetalhe">;
export type CentrosCustoParams = QueryDe<"/consulta/centrocusto/">;
export type CentroCustoInterno = Schema<"CentroCustoInterno">;
export type CentroCustoInternoDetalhe = Schema<"CentroCustoInternoDetalhe">;
export type CentrosCustoInternoParams = QueryDe<"/centrocusto/interno/">;
export type Movimento = Schema<"MovimentoCentroCusto">;
export type EnvolvidosPorGrupo = Schema<"EnvolvidosPorGrupo">;
export type Acompanhamento = Schema<"AcompanhamentoSaldo">;
export type AcompanhamentoParams = QueryDe<"/centrocusto/interno/acompanhamento/saldo/">;
export type AtualizacaoCentroCusto = CorpoDe<"patch", "/centrocusto/interno/update/{id}/">;
export type AtivacaoCentroCusto = CorpoDe<"patch", "/centrocusto/interno/{id}/">;

export const centrocustoKeys = {
  all: ["centrocusto"] as const,
  list: (params: CentrosCustoParams) => ["centrocusto", "list", params] as const,
  detalhe: (centrocusto: number) => ["centrocusto", "detalhe", centrocusto] as const,
  interno: (params: CentrosCustoInternoParams) => ["centrocusto", "interno", params] as const,
  detalheInterno: (id: number, page: number) => ["centrocusto", "interno", "detalhe", id, page] as const,
  envolvidos: (id: number) => ["centrocusto", "envolvidos", id] as const,
  acompanhamento: (params: AcompanhamentoParams) => ["centrocusto", "acompanhamento", params] as const,
};

/** Cost centres of a search; the last options stay while the next search loads, so a pick is not lost. */
export function useCentrosCusto(params: CentrosCustoParams = {}) {
  return useQuery(pagina(centrocustoKeys.list(params), "/consulta/centrocusto/", params));
}

/** The balance and live reservations of one cost centre (the API also sums up an action's: `?acao=`). */
export function useCentroCustoDetalhe(centrocusto: number) {
  return useQuery(
    leitura(centrocustoKeys.detalhe(centrocusto), "/consulta/centrocusto/detalhe/", {
      query: { centrocusto },
    }),
  );
}

/** Staff's list of centres with their balances from the ledger. */
export const useCentrosCustoInterno = (params: CentrosCustoInternoParams) =>
  useQuery(pagina(centrocustoKeys.interno(params), "/centrocusto/interno/", params));

/** One centre, its balances and a page of its movements. */
export const useCentroCustoInterno = (id: number, page: number) =>
  useQuery({
    ...leitura(centrocustoKeys.detalheInterno(id, page), "/centrocusto/interno/detalhe/{id}/", {
      path: { id },
      query: { page },
    }),
    placeholderData: keepPreviousData,
  });

export const useEnvolvidos = (id: number) =>
  useQuery(
    leitura(centrocustoKeys.envolvidos(id), "/centrocusto/interno/envolvidos/grupo/", {
      query: { centrocusto: id },
    }),
  );

export const useAcompanhamentoSaldo = (params: AcompanhamentoParams) =>
  useQuery({
    ...leitura(centrocustoKeys.acompanhamento(params), "/centrocusto/interno/acompanhamento/saldo/", {
      query: params,
    }),
    placeholderData: keepPreviousData,
  });

// Balances, situations and people show in every view of the centres: any change refetches them all.
const invalida = [centrocustoKeys.all];

export const useAtivarCentroCusto = (id: number) =>
  useAcao({
    chamada: (body: AtivacaoCentroCusto) => api.patch("/centrocusto/interno/{id}/", { path: { id }, body }),
    invalida,
  });

export const useAtualizarCentroCusto = (id: number) =>
  useAcao({
    chamada: (body: AtualizacaoCentroCusto) =>
      api.patch("/centrocusto/interno/update/{id}/", { path: { id }, body }),
    invalida,
  });

export const useAdicionarEnvolvidos = (centrocusto: number) =>
  useAcao({
    chamada: (usuarios: number[]) =>
      api.put("/centrocusto/interno/envolvidos/bulk/create/", { body: { centrocusto, usuarios } }),
    invalida,
  });

export const useRemoverEnvolvido = () =>
  useAcao({
    chamada: (id: number) => api.delete("/centrocusto/interno/envolvidos/{id}/", { path: { id } }),
    invalida,
  });

/** Downloads the follow-up of `params` as the XLSX the server writes. */
export function baixarAcompanhamento(params: AcompanhamentoParams & { ano: number; mes: number }) {
  const query = new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]])),
  );
  const mes = String(params.mes).padStart(2, "0");
  return baixarArquivo(
    `/centrocusto/interno/acompanhamento/saldo/export/?${query}`,
    `acompanhamento-saldo-${params.ano}-${mes}.xlsx`,
  );
}
