import { useQuery } from "@tanstack/react-query";
import { leitura, type QueryDe, type Schema } from "./api";

export type UnidadeAtendimento = Schema<"UnidadeAtendimento">;
export type UnidadesAtendimentoParams = QueryDe<"/unidade-atendimento/">;

export const unidadeAtendimentoKeys = {
  list: (params: UnidadesAtendimentoParams) => ["unidade-atendimento", "list", params] as const,
  simples: ["unidade-atendimento", "simples"] as const,
};

export function useUnidadesAtendimento(params: UnidadesAtendimentoParams = {}) {
  return useQuery(leitura(unidadeAtendimentoKeys.list(params), "/unidade-atendimento/", { query: params }));
}

/** The active service units by name, as options (the staff queue filters by unit). */
export const useUnidadesOpcoes = ({ enabled = true } = {}) =>
  useQuery({
    enabled,
    ...leitura(unidadeAtendimentoKeys.simples, "/listagem/unidade-atendimento/simple/"),
    staleTime: Infinity,
  });
