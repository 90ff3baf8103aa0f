import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, leitura, type QueryDe, type Schema } from "./api";

export type ModeloOferta = Schema<"ModeloOfertaCard">;
export type Etapa = Schema<"EtapaModelo">;
export type ModeloOfertaDetalhe = Schema<"ModeloOfertaDetalhe">;
export type Pergunta = Schema<"PerguntaDimensionamento">;
export type Questionario = Schema<"QuestionarioDimensionamento">;
/** An accredited provider as the offer page lists it. */
export type Prestador = Schema<"PrestadorCredenciado">;
export type Filtros = Schema<"FiltrosCatalogo">;
export type ServicosParams = QueryDe<"/servico/">;

export type Vitrine = "recomendado" | "acessado" | "destaque";

export const servicoKeys = {
  list: (params: ServicosParams) => ["servico", "list", params] as const,
  detail: (id: number) => ["servico", "detalhe", id] as const,
  prestadores: (id: number) => ["servico", "detalhe", id, "prestadores"] as const,
  questionario: (id: number) => ["servico", "detalhe", id, "questionario"] as const,
  filtros: ["servico", "filtros"] as const,
  vitrine: (kind: Vitrine) => ["modelooferta", kind] as const,
};

export const useServicos = (params: ServicosParams) =>
  useQuery({
    ...leitura(servicoKeys.list(params), "/servico/", { query: params }),
    placeholderData: keepPreviousData,
  });

export const useModeloOferta = (id: number) =>
  useQuery({ ...leitura(servicoKeys.detail(id), "/servico/detalhe/{id}/", { path: { id } }), retry: false });

export const usePrestadores = (id: number) =>
  useQuery(leitura(servicoKeys.prestadores(id), "/servico/detalhe/{id}/prestadores/", { path: { id } }));

export const questionarioQuery = (id: number) =>
  queryOptions({
    queryKey: servicoKeys.questionario(id),
    queryFn: () => api.get("/servico/detalhe/{id}/questionario/", { path: { id } }),
    staleTime: Infinity,
  });

export const useQuestionario = (id: number) => useQuery(questionarioQuery(id));

export const useFiltros = () =>
  useQuery({ ...leitura(servicoKeys.filtros, "/servico/filtros/"), staleTime: Infinity });

export const useVitrine = (kind: Vitrine) =>
  useQuery(leitura(servicoKeys.vitrine(kind), `/modelooferta/${kind}/`));
