import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { api, leitura, type QueryDe, type Schema } from "./api";
import { exportarLista } from "./exportacao";

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

/** The users' list and its export, as the back office's list screen takes them. */
export const usuariosDaLista = {
  useLista: (filtros: UsuariosParams) => useUsuarios(filtros),
  exportar: (filtros: Record<string, unknown>, arquivo: string, progresso: (bytes: number) => void) =>
    exportarLista("/auth/admin/listar/export/", filtros, arquivo, progresso),
};

export function useSetUsuarioAtivo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ativo }: { id: number; ativo: boolean }) =>
      api.patch("/auth/interno/gestor/{id}/ativar/", { path: { id }, body: { ativo } }),
    onSuccess: () => client.invalidateQueries({ queryKey: usuarioKeys.all }),
  });
}

// The administrator's registration of users (server/modules/usuario/cadastro).
export type UsuarioCadastro = Schema<"UsuarioCadastro">;
export type UsuarioCorpo = Schema<"UsuarioCorpo">;
export type GestorCorpo = Schema<"GestorCorpo">;
export type LinkDeSenha = Schema<"LinkCompartilhado">;
export type UsuarioCriado = Schema<"UsuarioCriado">;

const umaChave = (id: number) => [...usuarioKeys.all, id] as const;
const invalida = [usuarioKeys.all];

export const useUsuario = (id: number) =>
  useQuery(leitura(umaChave(id), "/auth/admin/listar/{id}/", { path: { id } }));

/** Who created and changed the user, and when (HistoricoDoCadastro reads it as a back-office record's). */
export const historicoDoUsuario = {
  useHistorico: (id: number) =>
    useQuery(leitura([...umaChave(id), "historico"], "/auth/admin/listar/{id}/historico/", { path: { id } })),
};

/** Registers a user; a manager (with units and areas) through the managers' call. Answers its password link. */
export const useRegistrarUsuario = () =>
  useAcao({
    chamada: (corpo: UsuarioCorpo | GestorCorpo) =>
      "unidades" in corpo
        ? api.post("/auth/registrar/interno/gestor/", { body: corpo })
        : api.post("/auth/admin/registrar/usuario/", { body: corpo }),
    invalida,
  });

export const useAlterarPessoa = (id: number) =>
  useAcao({
    chamada: (body: Schema<"PessoaCorpo">) =>
      api.patch("/auth/admin/atualiza/pessoa/{id}/", { path: { id }, body }),
    invalida,
  });

export const useAlterarConta = (id: number) =>
  useAcao({
    chamada: (body: Schema<"ContaCorpo">) =>
      api.patch("/auth/admin/atualiza/usuario/{id}/", { path: { id }, body }),
    invalida,
  });

export const useAlterarGestao = (id: number) =>
  useAcao({
    chamada: (body: Schema<"GestaoDoGestor">) =>
      api.put("/auth/atualiza/interno/gestor/{id}/", { path: { id }, body }),
    invalida,
  });

/** A new password link, spending the ones handed out before. */
export const useNovoLinkDeSenha = (id: number) =>
  useAcao({
    chamada: () => api.post("/auth/admin/usuario/{id}/link-senha/", { path: { id } }),
    invalida: [[...umaChave(id), "historico"]],
  });
