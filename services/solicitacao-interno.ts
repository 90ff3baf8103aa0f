// Staff side of requests: the queue and the detail (contract of issue 4, "Queue and detail"); the actions
// are in solicitacao-interno-acoes.ts. Types are written from the contract: browser code never imports server/.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getJson, type ListParams, type Page } from "./query";
import type { CentroCusto } from "./centrocusto";
import type { Cliente, Cor, Pessoa, Substatus } from "./listagem";
import type { Historico, RespostaDimensionamento } from "./solicitacao";

export type TipoSolicitacao = "EXTERNA" | "INTERNA" | "CONTRATACAO_INTERNA";

/** The request's cost centre: the centre as the cost-centre list gives it, without year and state. */
export type CentroCustoResumo = Omit<CentroCusto, "ano" | "ativo">;

export type SolicitacaoInterna = {
  id: number;
  nrosolicitacao: string;
  tipo: TipoSolicitacao;
  empresa: Cliente | null;
  empresa_label: string;
  empresas: { id: number; nomefantasia: string }[];
  count_empresas: number;
  modelooferta: {
    id: number;
    titulo: string;
    imagem: string | null;
    servico: { id: number; titulo: string; exige_diagnostico: boolean };
  };
  substatus: Substatus;
  valor: number;
  objetivo: string;
  dtainclusao: string;
  gestor: Omit<Pessoa, "id"> | null;
  gestores: Pessoa[];
  consultor: Pessoa | null;
  centrocusto: CentroCustoResumo | null;
  prestador: { id: number; nomefantasia: string } | null;
  dtaprazoenvioproposta: string | null;
  escolha_direta: boolean;
  solicitacao_pai: { id: number; nrosolicitacao: string } | null;
};

export type Documento = {
  id: number;
  arquivo: { id: number; nome: string; tipo: string; tamanho: number };
  descricao: string;
  usuario: Omit<Pessoa, "id"> | null;
  dtainclusao: string;
  url: string;
};

/** What the signed-in user may do now; the server computes it from the substatus and the user's groups. */
export type Acao =
  | "devolver"
  | "liberar"
  | "cancelar"
  | "alterar_objetivo"
  | "alterar_consultor"
  | "remover_consultor"
  | "alterar_centrocusto"
  | "alterar_responsaveis"
  | "subsolicitacao"
  | "documento";

export type SolicitacaoInternaDetalhe = SolicitacaoInterna & {
  versao: number;
  justificativa: string;
  empresas_detalhe: Cliente[];
  reserva: { valor: number; centrocusto: { id: number; codigo: string } } | null;
  arquivos: Documento[];
  diagnosticos: {
    id: number;
    nrodiagnostico: string;
    status: Cor;
    prestador: { id: number; nomefantasia: string };
    prazo: string;
  }[];
  count_subsolicitacoes: number;
  ajuste: string | null;
  historico: Historico[];
  acoes: Acao[];
};

export type StatusTotal = { codigo: string; descricao: string; cor: string; total: number };
export type FilaPage = Page<SolicitacaoInterna> & { totais: StatusTotal[] };

export type FilaParams = {
  search?: string;
  status?: string;
  substatus?: string;
  servico?: number;
  empresa?: number;
  gestor?: number;
  consultor?: number;
  tipo?: TipoSolicitacao;
  min_date?: string;
  max_date?: string;
  page?: number;
  page_size?: number;
};

export type Assinatura = {
  id: number;
  papel: "CLIENTE" | "PRESTADOR" | "GESTOR";
  empresa: { id: number; nomefantasia: string } | null;
  usuario: Pessoa | null;
  assinado: boolean;
  autorizado: boolean;
  dtaassinatura: string | null;
};

export type GestorOpcao = Pessoa & { email: string; responsavel: boolean; da_unidade: boolean };

export type Demanda = {
  total: number;
  minhas: number;
  status: (StatusTotal & { substatus: StatusTotal[] })[];
};

export type AcaoResultado = { id: number; versao: number; substatus: Substatus };

const interno = ["solicitacao", "interno"] as const;

export const solicitacaoInternoKeys = {
  fila: (params: FilaParams) => [...interno, "pendentes", params] as const,
  detail: (id: number) => [...interno, "detalhe", id] as const,
  perguntas: (id: number) => [...interno, "detalhe", id, "perguntas"] as const,
  assinaturas: (id: number) => [...interno, "detalhe", id, "assinaturas"] as const,
  gestores: (id: number) => [...interno, "detalhe", id, "gestores"] as const,
  subsolicitacoes: (id: number) => [...interno, "detalhe", id, "subsolicitacoes"] as const,
  demanda: [...interno, "demanda"] as const,
};

export const usePendentes = (params: FilaParams) =>
  useQuery({
    queryKey: solicitacaoInternoKeys.fila(params),
    queryFn: () => getJson<FilaPage>("/solicitacao/interno/pendentes/", params as ListParams),
    placeholderData: keepPreviousData,
  });

export const useSolicitacaoInterna = (id: number) =>
  useQuery({
    queryKey: solicitacaoInternoKeys.detail(id),
    queryFn: () => getJson<SolicitacaoInternaDetalhe>(`/solicitacao/interno/detalhe/${id}/`),
  });

export const usePerguntasInterna = (id: number) =>
  useQuery({
    queryKey: solicitacaoInternoKeys.perguntas(id),
    queryFn: () => getJson<RespostaDimensionamento[]>(`/solicitacao/interno/detalhe/${id}/perguntas/`),
  });

export const useAssinaturas = (id: number) =>
  useQuery({
    queryKey: solicitacaoInternoKeys.assinaturas(id),
    queryFn: () => getJson<Assinatura[]>(`/solicitacao/interno/detalhe/${id}/assinaturas/`),
  });

/** Managers who may be responsible for the request, flagged when they already are or serve its cities. */
export const useGestoresSolicitacao = (id: number) =>
  useQuery({
    queryKey: solicitacaoInternoKeys.gestores(id),
    queryFn: () => getJson<GestorOpcao[]>(`/solicitacao/interno/gestores/list/${id}/`),
  });

export const useSubsolicitacoes = (id: number) =>
  useQuery({
    queryKey: solicitacaoInternoKeys.subsolicitacoes(id),
    queryFn: () => getJson<SolicitacaoInterna[]>(`/solicitacao/interno/${id}/subsolicitacao/`),
  });

export const useDemanda = () =>
  useQuery({
    queryKey: solicitacaoInternoKeys.demanda,
    queryFn: () => getJson<Demanda>("/solicitacao/interno/demanda/"),
  });
