// Staff side of requests: the queue and the detail (contract of issue 4, "Queue and detail"); the actions
// are in solicitacao-interno-acoes.ts. Types come from the generated contract (services/contrato.gen.ts).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { leitura, type Lida, type QueryDe, type Schema } from "./api";

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
export type GestorOpcao = Schema<"SolicitacaoGestorOpcao">;
export type Demanda = Schema<"SolicitacaoDemanda">;
export type AcaoResultado = Schema<"SolicitacaoAcaoResultado">;

const interno = ["solicitacao", "interno"] as const;

export const solicitacaoInternoKeys = {
  fila: (params: FilaParams) => [...interno, "pendentes", params] as const,
  detail: (id: number) => [...interno, "detalhe", id] as const,
  perguntas: (id: number) => [...interno, "detalhe", id, "perguntas"] as const,
  gestores: (id: number) => [...interno, "detalhe", id, "gestores"] as const,
  subsolicitacoes: (id: number) => [...interno, "detalhe", id, "subsolicitacoes"] as const,
  demanda: [...interno, "demanda"] as const,
};

/** The queue's page of `params`; `servidor`: the page the server rendered it with (app/interno/solicitacoes). */
export const usePendentes = (params: FilaParams, servidor?: Lida<"/solicitacao/interno/pendentes/">) =>
  useQuery({
    ...leitura(
      solicitacaoInternoKeys.fila(params),
      "/solicitacao/interno/pendentes/",
      { query: params },
      servidor,
    ),
    placeholderData: keepPreviousData,
  });

/** A request as staff see it; `servidor`: what its page read on the server (app/interno/solicitacoes/[id]). */
export const useSolicitacaoInterna = (id: number, servidor?: Lida<"/solicitacao/interno/detalhe/{id}/">) =>
  useQuery(
    leitura(
      solicitacaoInternoKeys.detail(id),
      "/solicitacao/interno/detalhe/{id}/",
      { path: { id } },
      servidor,
    ),
  );

export const usePerguntasInterna = (
  id: number,
  servidor?: Lida<"/solicitacao/interno/detalhe/{id}/perguntas/">,
) =>
  useQuery(
    leitura(
      solicitacaoInternoKeys.perguntas(id),
      "/solicitacao/interno/detalhe/{id}/perguntas/",
      { path: { id } },
      servidor,
    ),
  );

/** Managers who may be responsible for the request, flagged when they already are or serve its cities. */
export const useGestoresSolicitacao = (id: number) =>
  useQuery(
    leitura(solicitacaoInternoKeys.gestores(id), "/solicitacao/interno/gestores/list/{id}/", {
      path: { id },
    }),
  );

export const useSubsolicitacoes = (id: number) =>
  useQuery(
    leitura(solicitacaoInternoKeys.subsolicitacoes(id), "/solicitacao/interno/{id}/subsolicitacao/", {
      path: { id },
    }),
  );

export const useDemanda = (servidor?: Lida<"/solicitacao/interno/demanda/">) =>
  useQuery(leitura(solicitacaoInternoKeys.demanda, "/solicitacao/interno/demanda/", {}, servidor));
