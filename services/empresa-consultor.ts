// A provider's consultants and their accreditation per service (/empresa/consultor/…, /empresa/{id}/consultor/list/).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { sanitizarConsultor } from "@/lib/regras/consultor";
import { api, leitura, type QueryDe, type Schema } from "./api";

export type Consultor = Schema<"ConsultorPrestador">;
export type ConsultorNovo = Schema<"ConsultorNovo">;
export type ConsultoresParams = QueryDe<"/empresa/{id}/consultor/list/">;

export const consultorKeys = {
  all: ["empresa-consultor"] as const,
  lista: (empresa: number, params: ConsultoresParams) => ["empresa-consultor", empresa, params] as const,
};

/** A page of the company's consultants, each with its accreditations. */
export const useConsultores = (empresa: number, params: ConsultoresParams) =>
  useQuery({
    ...leitura(consultorKeys.lista(empresa, params), "/empresa/{id}/consultor/list/", {
      path: { id: empresa },
      query: params,
    }),
    placeholderData: keepPreviousData,
  });

/** Adds a consultant; empty name fields and an empty phone are left out (SPEC §5). */
export const useAdicionarConsultor = () =>
  useAcao({
    chamada: ({ telefone, ...c }: ConsultorNovo) =>
      api.post("/empresa/consultor/adicionar/", {
        body: sanitizarConsultor({ ...c, ...(telefone?.trim() ? { telefone } : {}) }),
      }),
    invalida: [consultorKeys.all],
  });

export const useCredenciarConsultor = () =>
  useAcao({
    chamada: (body: { consultor: number; servico: number }) =>
      api.post("/empresa/consultor/credenciar/", { body }),
    invalida: [consultorKeys.all],
  });

/** Withdraws one accreditation (`id` of the accreditation, not of the consultant). */
export const useDescredenciarConsultor = () =>
  useAcao({
    chamada: (id: number) => api.delete("/empresa/consultor/{id}/descredenciar/", { path: { id } }),
    invalida: [consultorKeys.all],
  });

export const useRemoverConsultor = () =>
  useAcao({
    chamada: (id: number) => api.delete("/empresa/consultor/{id}/remover/", { path: { id } }),
    invalida: [consultorKeys.all],
  });
