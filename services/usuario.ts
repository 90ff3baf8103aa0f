import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type QueryDe, type Schema } from "./api";

export type Usuario = Schema<"UsuarioDetalhe">;
export type UsuariosParams = QueryDe<"/auth/admin/listar/">;

export const usuarioKeys = {
  all: ["usuario"] as const,
  list: (params: UsuariosParams) => ["usuario", "list", params] as const,
};

/** A page of users (GET /auth/admin/listar/); the admin home reads its counts per group from it too. */
export const usuarioListQuery = (params: UsuariosParams) =>
  queryOptions({
    queryKey: usuarioKeys.list(params),
    queryFn: () => api.get("/auth/admin/listar/", { query: params }),
  });

export function useUsuarios(params: UsuariosParams) {
  return useQuery({ ...usuarioListQuery(params), placeholderData: (previous) => previous });
}

export function useSetUsuarioAtivo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ativo }: { id: number; ativo: boolean }) =>
      api.patch("/auth/interno/gestor/{id}/ativar/", { path: { id }, body: { ativo } }),
    onSuccess: () => client.invalidateQueries({ queryKey: usuarioKeys.all }),
  });
}
