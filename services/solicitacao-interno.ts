// Staff side of requests: the queue and the detail (contract of issue 4, "Queue and detail"); the actions
// are in solicitacao-interno-acoes.ts. Types come from the generated contract (services/contrato.gen.ts).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type QueryDe, type Schema } from "./api";

export type { TipoSolicitacao } from "@/lib/regras/solicitacao";
/** The request's cost centre: the centre as the cost-centre list gives it, without year and state. */
export type CentroCustoResumo = NonNullable<Schema<"CentroCustoResumo">>;
export type SolicitacaoInterna = Schema<"SolicitacaoInterna">;
export type Documento = Schema<"SolicitacaoDocumento">;
/** What the signed-in user may do now; the server derives it from the request workflow's table. */
export type Acao = SolicitacaoInternaDetalhe["acoes"][number];
export type SolicitacaoInternaDetalhe = Schema<"SolicitacaoInternaDetalhe">;
export type FilaPage = Schema<"SolicitacaoInternaPagina">;
export type StatusTotal = FilaPage["totais"][number];
export type FilaParams = QueryDe<"/solicitacao/interno/pendentes/">;
export type Assinatura = Schema<"SolicitacaoAssinatura">;
export type GestorOpcao = Schema<"SolicitacaoGestorOpcao">;
export type Demanda = Schema<"SolicitacaoDemanda">;
export type AcaoResultado = Schema<"SolicitacaoAcaoResultado">;

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
    queryFn: () => api.get("/solicitacao/interno/pendentes/", { query: params }),
    placeholderData: keepPreviousData,
  });

export const useSolicitacaoInterna = (id: number) =>
  useQuery({
    queryKey: solicitacaoInternoKeys.detail(id),
    queryFn: () => api.get("/solicitacao/interno/detalhe/{id}/", { path: { id } }),
  });

export const usePerguntasInterna = (id: number) =>
  useQuery({
    queryKey: solicitacaoInternoKeys.perguntas(id),
    queryFn: () => api.get("/solicitacao/interno/detalhe/{id}/perguntas/", { path: { id } }),
  });

export const useAssinaturas = (id: number) =>
  useQuery({
    queryKey: solicitacaoInternoKeys.assinaturas(id),
    queryFn: () => api.get("/solicitacao/interno/detalhe/{id}/assinaturas/", { path: { id } }),
  });

/** Managers who may be responsible for the request, flagged when they already are or serve its cities. */
export const useGestoresSolicitacao = (id: number) =>
  useQuery({
    queryKey: solicitacaoInternoKeys.gestores(id),
    queryFn: () => api.get("/solicitacao/interno/gestores/list/{id}/", { path: { id } }),
  });

export const useSubsolicitacoes = (id: number) =>
  useQuery({
    queryKey: solicitacaoInternoKeys.subsolicitacoes(id),
    queryFn: () => api.get("/solicitacao/interno/{id}/subsolicitacao/", { path: { id } }),
  });

export const useDemanda = () =>
  useQuery({
    queryKey: solicitacaoInternoKeys.demanda,
    queryFn: () => api.get("/solicitacao/interno/demanda/"),
  });
