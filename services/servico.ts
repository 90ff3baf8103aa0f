import { queryOptions } from "@tanstack/react-query";
import { api, type Schema } from "./api";

// The catalogue and the offer are read on the server (app/(publico)/(loja)); the browser reads only the
// questions of a purchase, in the cart.
export type ModeloOferta = Schema<"ModeloOfertaCard">;
export type Etapa = Schema<"EtapaModelo">;
export type ModeloOfertaDetalhe = Schema<"ModeloOfertaDetalhe">;
export type Pergunta = Schema<"PerguntaDimensionamento">;
export type Questionario = Schema<"QuestionarioDimensionamento">;
/** An accredited provider as the offer page lists it. */
export type Prestador = Schema<"PrestadorCredenciado">;
export type Filtros = Schema<"FiltrosCatalogo">;

export type Vitrine = "recomendado" | "acessado" | "destaque";

export const servicoKeys = {
  questionario: (id: number) => ["servico", "detalhe", id, "questionario"] as const,
};

export const questionarioQuery = (id: number) =>
  queryOptions({
    queryKey: servicoKeys.questionario(id),
    queryFn: () => api.get("/servico/detalhe/{id}/questionario/", { path: { id } }),
    staleTime: Infinity,
  });
