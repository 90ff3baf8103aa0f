import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { getJson, type ListParams, type Page } from "./query";

export type Usuario = {
  id: number;
  nome: string;
  sobrenome: string;
  email: string;
  cpf_mask: string | null;
  ativo: boolean;
  dtainclusao: string;
  groups: { id: number; name: string }[];
};

export const usuarioKeys = {
  all: ["usuario"] as const,
  list: (params: ListParams) => ["usuario", "list", params] as const,
};

/** A page of users (GET /auth/admin/listar/); the admin home reads its counts per group from it too. */
export const usuarioListQuery = (params: ListParams) => ({
  queryKey: usuarioKeys.list(params),
  queryFn: () => getJson<Page<Usuario>>("/auth/admin/listar/", params),
});

export function useUsuarios(params: ListParams) {
  return useQuery({ ...usuarioListQuery(params), placeholderData: (previous) => previous });
}

export function useSetUsuarioAtivo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ativo }: { id: number; ativo: boolean }) =>
      apiClient.patch(`/auth/interno/gestor/${id}/ativar/`, { ativo }),
    onSuccess: () => client.invalidateQueries({ queryKey: usuarioKeys.all }),
  });
}
