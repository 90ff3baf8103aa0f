// CPF links to companies through the SAS integration (/sas/consultar/…): owners and managing partners.
import { useQuery } from "@tanstack/react-query";
import { api, pagina, type QueryDe, type Schema } from "./api";

export type Vinculo = Schema<"VinculoCpf">;
export type VinculoDetalhe = Schema<"VinculoCpfDetalhe">;
export type EmpresaDoCpf = Schema<"EmpresaDoCpf">;
export type VinculosParams = QueryDe<"/sas/consultar/vinculos/">;

export const sasKeys = {
  vinculos: (params: VinculosParams) => ["sas", "vinculos", params] as const,
  vinculo: (id: string) => ["sas", "vinculo", id] as const,
  empresas: (cpf: string) => ["sas", "empresas", cpf] as const,
};

export const useVinculos = (params: VinculosParams) =>
  useQuery(pagina(sasKeys.vinculos(params), "/sas/consultar/vinculos/", params));

/** One link, read when its detail opens (null: none open). */
export const useVinculo = (id: string | null) =>
  useQuery({
    queryKey: sasKeys.vinculo(id ?? ""),
    queryFn: () => api.get("/sas/consultar/vinculos/{id}/", { path: { id: id! } }),
    enabled: id !== null,
  });

/** The companies a CPF is linked to, once a CPF is asked (digits only; null: none asked). */
export const useEmpresasDoCpf = (cpf: string | null) =>
  useQuery({
    queryKey: sasKeys.empresas(cpf ?? ""),
    queryFn: () => api.get("/sas/consultar/empresas/", { query: { cpf: cpf! } }),
    enabled: cpf !== null,
  });
