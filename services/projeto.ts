// Projects: consultants' views (GET /projeto/consultor/…; linking oneself to the project's request is
// useConsultorSolicitacao of solicitacao-interno-acoes.ts) and the client's and provider's (/projeto/externo/…).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { leitura, type QueryDe, type Schema } from "./api";

export type Projeto = Schema<"Projeto">;
export type ProjetoDetalhe = Schema<"ProjetoDetalhe">;
export type ProjetosParams = QueryDe<"/projeto/consultor/">;

export type ProjetoExterno = Schema<"ProjetoExterno">;
export type ProjetoExternoDetalhe = Schema<"ProjetoExternoDetalhe">;
export type ProjetosExternosParams = QueryDe<"/projeto/externo/">;

export const projetoKeys = {
  all: ["projeto", "consultor"] as const,
  externos: (params: ProjetosExternosParams) => ["projeto", "externo", "list", params] as const,
  externo: (id: number) => ["projeto", "externo", "detalhe", id] as const,
  subprojetos: (id: number) => ["projeto", "externo", "subprojetos", id] as const,
  list: (params: ProjetosParams) => ["projeto", "consultor", "list", params] as const,
  detail: (id: number) => ["projeto", "consultor", "detalhe", id] as const,
};

export const useProjetosConsultor = (params: ProjetosParams) =>
  useQuery({
    ...leitura(projetoKeys.list(params), "/projeto/consultor/", { query: params }),
    placeholderData: keepPreviousData,
  });

export const useProjetoConsultor = (id: number) =>
  useQuery(leitura(projetoKeys.detail(id), "/projeto/consultor/{id}/", { path: { id } }));

export const useProjetosExternos = (params: ProjetosExternosParams) =>
  useQuery({
    ...leitura(projetoKeys.externos(params), "/projeto/externo/", { query: params }),
    placeholderData: keepPreviousData,
  });

export const useProjetoExterno = (id: number) =>
  useQuery(leitura(projetoKeys.externo(id), "/projeto/externo/{id}/", { path: { id } }));

export const useSubprojetos = (id: number) =>
  useQuery(leitura(projetoKeys.subprojetos(id), "/projeto/externo/{id}/subprojetos/", { path: { id } }));
