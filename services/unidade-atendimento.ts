import { useQuery } from "@tanstack/react-query";
import { api, type QueryDe, type Schema } from "./api";

export type UnidadeAtendimento = Schema<"UnidadeAtendimento">;
export type UnidadesAtendimentoParams = QueryDe<"/unidade-atendimento/">;

export const unidadeAtendimentoKeys = {
  list: (params: UnidadesAtendimentoParams) => ["unidade-atendimento", "list", params] as const,
};

export function useUnidadesAtendimento(params: UnidadesAtendimentoParams = {}) {
  return useQuery({
    queryKey: unidadeAtendimentoKeys.list(params),
    queryFn: () => api.get("/unidade-atendimento/", { query: params }),
  });
}
