// Quotation: the provider's opportunities and proposals, a request's quotation view (sealed bids), the
// client's choice and staff's negotiation and new rounds.
import { useQuery } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { api, baixarArquivo, leitura, pagina, type CorpoDe, type QueryDe, type Schema } from "./api";
import { solicitacaoKeys } from "./solicitacao";

export type Oportunidade = Schema<"PropostaOportunidade">;
export type PropostaResumo = Schema<"PropostaResumo">;
export type PropostaDetalhe = Schema<"PropostaDetalhe">;
export type Cotacao = Schema<"PropostaCotacao">;
export type AcaoProposta = PropostaDetalhe["acoes"][number];
export type NovaProposta = CorpoDe<"post", "/proposta/externo/">;
export type OportunidadesParams = QueryDe<"/proposta/externo/">;
export type MinhasParams = QueryDe<"/proposta/externo/enviadas/">;

export const propostaKeys = {
  all: ["proposta"] as const,
  oportunidades: (p: OportunidadesParams) => ["proposta", "oportunidades", p] as const,
  enviadas: (p: MinhasParams) => ["proposta", "enviadas", p] as const,
  emAnalise: (p: MinhasParams) => ["proposta", "emanalise", p] as const,
  cotacao: (id: number) => ["proposta", "cotacao", id] as const,
  detalhe: (id: number) => ["proposta", "detalhe", id] as const,
  precificacao: ["proposta", "precificacao"] as const,
};

export const useOportunidades = (params: OportunidadesParams) =>
  useQuery(pagina(propostaKeys.oportunidades(params), "/proposta/externo/", params));

export const usePropostasEnviadas = (params: MinhasParams) =>
  useQuery(pagina(propostaKeys.enviadas(params), "/proposta/externo/enviadas/", params));

export const usePropostasEmAnalise = (params: MinhasParams) =>
  useQuery(pagina(propostaKeys.emAnalise(params), "/proposta/externo/emanalise/", params));

/** A request as those who quote or decide see it, with the proposals the user may read. */
export const useCotacao = (solicitacao: number, { enabled = true } = {}) =>
  useQuery({
    ...leitura(propostaKeys.cotacao(solicitacao), "/proposta/externo/{id}/solicitacao/", {
      path: { id: solicitacao },
    }),
    enabled,
  });

export const usePropostaDetalhe = (id: number, { enabled = true } = {}) =>
  useQuery({
    ...leitura(propostaKeys.detalhe(id), "/proposta/externo/detalhe/{id}/", { path: { id } }),
    enabled,
  });

/** The pricing lists a proposal chooses from: hour models, payment plans, travel bands. */
export function usePrecificacao() {
  return useQuery({
    queryKey: propostaKeys.precificacao,
    queryFn: async () => {
      const [horas, planos, faixas] = await Promise.all([
        api.get("/listagem/interno/modelo-hora/"),
        api.get("/listagem/interno/plano-pagamento/"),
        api.get("/listagem/interno/faixa-quilometragem/"),
      ]);
      return { horas, planos, faixas };
    },
    staleTime: Infinity,
  });
}

// Any change to a proposal moves lists, the quotation and often the request.
const TUDO = [propostaKeys.all, solicitacaoKeys.all];

/** Sends (or keeps as a draft) the provider's first proposal for a request. */
export const useCriarProposta = () =>
  useAcao({
    chamada: ({ rascunho, chave, ...body }: NovaProposta & { rascunho: boolean; chave: string }) =>
      api.post("/proposta/externo/", {
        body,
        query: { partial_save: rascunho ? "true" : "false" },
        headers: { "Idempotency-Key": chave },
      }),
    invalida: TUDO,
  });

/** Revises the provider's proposal (a draft, a sent one while the round is open, or one in negotiation). */
export const useAtualizarProposta = () =>
  useAcao({
    chamada: ({
      rascunho,
      versao,
      ...body
    }: Omit<NovaProposta, "solicitacao"> & { id: number; rascunho: boolean; versao: number }) =>
      api.put("/proposta/externo/atualiza/", {
        body,
        query: { partial_save: rascunho ? "true" : "false" },
        versao,
      }),
    invalida: TUDO,
  });

export const useDesistirProposta = (id: number) =>
  useAcao({
    chamada: ({ motivo, versao }: { motivo: string; versao: number }) =>
      api.put("/proposta/{id}/externo/desistencia/", { path: { id }, body: { motivo }, versao }),
    invalida: TUDO,
  });

/** The client selects a proposal; the others become not selected. */
export const useSelecionarProposta = () =>
  useAcao({
    chamada: ({ id, versao }: { id: number; versao: number }) =>
      api.patch("/proposta/externo/envia-selecao/{id}/", { path: { id }, versao }),
    invalida: TUDO,
  });

/** A negotiation on the selected proposal (staff) or the client's request for an adjustment. */
export const useNegociarProposta = (solicitacao: number) =>
  useAcao({
    chamada: ({ proposta, motivo }: { proposta: number; motivo: string }) =>
      api.put("/proposta/{solicitacao}/interno/{proposta}/negociacao/", {
        path: { solicitacao, proposta },
        body: { motivo },
      }),
    invalida: TUDO,
  });

/** Staff open a new round with a later deadline, against the request's version they saw. */
export const useNovaRodada = (solicitacao: number) =>
  useAcao({
    chamada: ({ versao, ...body }: { dtaprazoenvioproposta: string; motivo: string; versao: number }) =>
      api.put("/proposta/interno/nova-rodada/{id}/", { path: { id: solicitacao }, body, versao }),
    invalida: TUDO,
  });

/** The client sends the request, with its selected proposal, to the managers' final analysis. */
export const useEnviarParaAnalise = (solicitacao: number) =>
  useAcao({
    chamada: ({ versao }: { versao: number }) =>
      api.patch("/solicitacao/externo/analise/gestor/{id}/", { path: { id: solicitacao }, versao }),
    invalida: TUDO,
  });

/** The proposal statuses, for the history's texts. */
export const useStatusProposta = () =>
  useQuery({
    ...leitura(["proposta", "status"], "/listagem/externo/status/", { query: { entidade: "proposta" } }),
    staleTime: Infinity,
  });

/** The provider attaches its own PDF of the proposal. */
export const useAnexarProposta = (id: number) =>
  useAcao({
    chamada: ({ arquivo, versao }: { arquivo: File; versao: number }) => {
      const body = new FormData();
      body.append("arquivo", arquivo);
      return api.put("/proposta/externo/{id}/arquivo/", { path: { id }, body, versao });
    },
    invalida: TUDO,
  });

/** Downloads the proposal's PDF. */
export const baixarProposta = (p: { id: number; arquivo: { nome: string } | null }) =>
  baixarArquivo(`/proposta/${p.id}/arquivo/`, p.arquivo?.nome ?? "proposta.pdf");
