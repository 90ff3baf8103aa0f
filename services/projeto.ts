// Consultant views of projects (GET /projeto/consultor/…); linking oneself to the project's request is
// useConsultorSolicitacao of solicitacao-interno-acoes.ts.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { leitura, type QueryDe, type Schema } from "./api";

export type Projeto = Schema<"Projeto">;
export type ProjetoDetalhe = Schema<"ProjetoDetalhe">;
export type ProjetosParams = QueryDe<"/projeto/consultor/">;

export const projetoKeys = {
  all: ["projeto", "consultor"] as const,
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
