import { useQuery } from "@tanstack/react-query";
import { leitura, type QueryDe, type Schema } from "./api";

export type UnidadeAtendimento = Schema<"UnidadeAtendimento">;
export type UnidadesAtendimentoParams = QueryDe<"/unidade-atendimento/">;

export const unidadeAtendimentoKeys = {
  list: (params: UnidadesAtendimentoParams) => ["unidade-atendimento", "list", params] as const,
};

export function useUnidadesAtendimento(params: UnidadesAtendimentoParams = {}) {
  return useQuery(leitura(unidadeAtendimentoKeys.list(params), "/unidade-atendimento/", { query: params }));
}
