import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Cliente } from "./listagem";
import { getJson, type ListParams, type Page } from "./query";

export type ModeloOferta = {
  id: number;
  titulo: string;
  descricao: string;
  imagem: string | null;
  valor: number;
  carga_horaria: number;
  destaque: boolean;
  recomendado: boolean;
  servico: {
    id: number;
    codigo: string;
    titulo: string;
    exige_diagnostico: boolean;
    porcentagem_subsidio: number;
    tipo: { id: number; descricao: string };
    programa: { id: number; descricao: string };
    subtema: { id: number; descricao: string; tema: { id: number; descricao: string } };
  };
};

export type Etapa = { id: number; ordem: number; titulo: string; descricao: string; entregavel: string };

export type ModeloOfertaDetalhe = ModeloOferta & {
  servico: ModeloOferta["servico"] & { descricao: string };
  etapas: Etapa[];
};

export type Pergunta = {
  id: number;
  pergunta: string;
  chave: string;
  tipo_resposta: "TEXTO" | "NUMERO" | "SIM_NAO" | "OPCAO";
  opcoes: string[];
  obrigatoria: boolean;
  ordem: number;
};

export type Questionario = { id: number; descricao: string; perguntas: Pergunta[] };

/** An accredited provider as the offer page lists it. */
export type Prestador = Pick<Cliente, "id" | "nomefantasia" | "razaosocial" | "cidade" | "estado">;

export type Filtros = {
  temas: { id: number; descricao: string; subtemas: { id: number; descricao: string }[] }[];
  tipos: { id: number; descricao: string }[];
  programas: { id: number; descricao: string }[];
};

export type Vitrine = "recomendado" | "acessado" | "destaque";

export const servicoKeys = {
  list: (params: ListParams) => ["servico", "list", params] as const,
  detail: (id: number) => ["servico", "detalhe", id] as const,
  prestadores: (id: number) => ["servico", "detalhe", id, "prestadores"] as const,
  questionario: (id: number) => ["servico", "detalhe", id, "questionario"] as const,
  filtros: ["servico", "filtros"] as const,
  vitrine: (kind: Vitrine) => ["modelooferta", kind] as const,
};

export const useServicos = (params: ListParams) =>
  useQuery({
    queryKey: servicoKeys.list(params),
    queryFn: () => getJson<Page<ModeloOferta>>("/servico/", params),
    placeholderData: keepPreviousData,
  });

export const useModeloOferta = (id: number) =>
  useQuery({
    queryKey: servicoKeys.detail(id),
    queryFn: () => getJson<ModeloOfertaDetalhe>(`/servico/detalhe/${id}/`),
    retry: false,
  });

export const usePrestadores = (id: number) =>
  useQuery({
    queryKey: servicoKeys.prestadores(id),
    queryFn: () => getJson<Prestador[]>(`/servico/detalhe/${id}/prestadores/`),
  });

export const questionarioQuery = (id: number) => ({
  queryKey: servicoKeys.questionario(id),
  queryFn: () => getJson<Questionario>(`/servico/detalhe/${id}/questionario/`),
  staleTime: Infinity,
});

export const useQuestionario = (id: number) => useQuery(questionarioQuery(id));

export const useFiltros = () =>
  useQuery({
    queryKey: servicoKeys.filtros,
    queryFn: () => getJson<Filtros>("/servico/filtros/"),
    staleTime: Infinity,
  });

export const useVitrine = (kind: Vitrine) =>
  useQuery({
    queryKey: servicoKeys.vitrine(kind),
    queryFn: () => getJson<{ acao: number; results: ModeloOferta[] }>(`/modelooferta/${kind}/`),
  });
