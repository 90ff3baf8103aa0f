// Consultant views of projects (GET /projeto/consultor/…); linking oneself to the project's request is
// useConsultorSolicitacao of solicitacao-interno-acoes.ts.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getJson, type ListParams, type Page } from "./query";
import type { Cliente, Pessoa, Substatus } from "./listagem";
import type { Historico } from "./solicitacao";

export type Projeto = {
  id: number;
  nroprojeto: string;
  solicitacao: { id: number; nrosolicitacao: string; substatus: Substatus };
  empresa_label: string;
  modelooferta: { id: number; titulo: string; servico: { titulo: string } };
  prestador: { id: number; nomefantasia: string };
  consultor: Pessoa | null;
  dta_inicio: string | null;
  dta_fim: string | null;
  dtainclusao: string;
};

export type ProjetoDetalhe = Projeto & {
  objetivo: string;
  empresas_detalhe: Cliente[];
  etapas: { id: number; ordem: number; titulo: string; descricao: string; entregavel: string }[];
  historico: Historico[];
};

export const projetoKeys = {
  all: ["projeto", "consultor"] as const,
  list: (params: ListParams) => ["projeto", "consultor", "list", params] as const,
  detail: (id: number) => ["projeto", "consultor", "detalhe", id] as const,
};

export const useProjetosConsultor = (params: ListParams) =>
  useQuery({
    queryKey: projetoKeys.list(params),
    queryFn: () => getJson<Page<Projeto>>("/projeto/consultor/", params),
    placeholderData: keepPreviousData,
  });

export const useProjetoConsultor = (id: number) =>
  useQuery({
    queryKey: projetoKeys.detail(id),
    queryFn: () => getJson<ProjetoDetalhe>(`/projeto/consultor/${id}/`),
  });
