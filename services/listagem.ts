import { useQuery } from "@tanstack/react-query";
import { getJson } from "./query";

export type Estado = { id: number; sigla: string; nome: string };
export type Cidade = { id: number; nome: string };

export const listagemKeys = {
  estados: ["listagem", "estados"] as const,
  cidades: (estado: number | string) => ["listagem", "cidades", estado] as const,
};

export const useEstados = () =>
  useQuery({
    queryKey: listagemKeys.estados,
    queryFn: () => getJson<Estado[]>("/listagem/interno/estados/"),
    staleTime: Infinity,
  });

export const useCidades = (estado: number | null) =>
  useQuery({
    queryKey: listagemKeys.cidades(estado ?? 0),
    queryFn: () => getJson<Cidade[]>("/listagem/interno/cidades/", { estado: estado ?? undefined }),
    enabled: estado !== null,
    staleTime: Infinity,
  });
