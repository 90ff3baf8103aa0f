// Which users act for which companies (GET/POST/DELETE /empresa/admin/empresa-usuario/): administrators keep them.
import { useQuery } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { api, pagina, type QueryDe, type Schema } from "./api";

export type EmpresaUsuario = Schema<"EmpresaUsuario">;
export type EmpresaUsuarioParams = QueryDe<"/empresa/admin/empresa-usuario/">;
/** A link names its two ends: the company and the user. */
export type ChaveEmpresaUsuario = { empresa: number; usuario: number };

export const empresaUsuarioKeys = {
  all: ["empresa-usuario"] as const,
  lista: (params: EmpresaUsuarioParams) => ["empresa-usuario", params] as const,
};

export const useEmpresaUsuarios = (params: EmpresaUsuarioParams) =>
  useQuery(pagina(empresaUsuarioKeys.lista(params), "/empresa/admin/empresa-usuario/", params));

export const useVincularUsuario = () =>
  useAcao({
    chamada: (body: ChaveEmpresaUsuario) => api.post("/empresa/admin/empresa-usuario/", { body }),
    invalida: [empresaUsuarioKeys.all],
  });

export const useDesvincularUsuario = () =>
  useAcao({
    chamada: (query: ChaveEmpresaUsuario) => api.delete("/empresa/admin/empresa-usuario/", { query }),
    invalida: [empresaUsuarioKeys.all],
  });
