// Staff actions on a request (contract of issue 4, "Actions"), plus its documents and sub-requests.
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { AxiosRequestConfig, AxiosResponse } from "axios";
import { apiClient } from "@/lib/api-client";
import { solicitacaoKeys } from "./solicitacao";
import { centrocustoKeys } from "./centrocusto";
import { projetoKeys } from "./projeto";
import type { AcaoResultado, Documento, SolicitacaoInterna } from "./solicitacao-interno";

/** Every action carries the version the user saw, so a change made meanwhile by someone else is a 409. */
type ComVersao<B> = B & { versao: number };

const ifMatch = (versao: number): AxiosRequestConfig => ({ headers: { "If-Match": `"${versao}"` } });

/** Refetches the requests, plus the cost centres and any `outras` keys the action also changes. */
function useInvalidar(centrocusto: boolean, ...outras: QueryKey[]) {
  const client = useQueryClient();
  const chaves = [solicitacaoKeys.all, ...(centrocusto ? [centrocustoKeys.all] : []), ...outras];
  // Returned, so the mutation stays pending until the detail shows the new state (or, after a 409, the current one).
  return () => Promise.all(chaves.map((queryKey) => client.invalidateQueries({ queryKey })));
}

function useAcao<B extends object>(
  send: (body: B, config: AxiosRequestConfig) => Promise<AxiosResponse<AcaoResultado>>,
  { centrocusto = false } = {},
) {
  const onSettled = useInvalidar(centrocusto);
  return useMutation({
    mutationFn: ({ versao, ...body }: ComVersao<B>) => send(body as B, ifMatch(versao)).then((r) => r.data),
    onSettled,
  });
}

const base = (id: number) => `/solicitacao/interno/${id}`;

export const useDevolver = (id: number) =>
  useAcao<{ motivo: string }>((body, config) => apiClient.patch(`${base(id)}/devolver/`, body, config));

export type LiberarBody = { dtaprazoenvioproposta: string; escolha_direta: boolean; prestador?: number };

export const useLiberar = (id: number) =>
  useAcao<LiberarBody>((body, config) => apiClient.patch(`${base(id)}/liberar/`, body, config), {
    centrocusto: true,
  });

export const useCancelar = (id: number) =>
  useAcao<{ motivo: string }>((body, config) => apiClient.patch(`${base(id)}/cancela/`, body, config), {
    centrocusto: true,
  });

export const useAlterarObjetivo = (id: number) =>
  useAcao<{ objetivo: string; justificativa?: string }>((body, config) =>
    apiClient.patch(`${base(id)}/altera/objetivo/`, body, config),
  );

export type VinculoConsultor = { solicitacao: number; consultor: number | null; versao?: number };

/**
 * Links a consultant to a request or, with `consultor: null`, unlinks the current one. The request detail
 * sends the version it shows; a project page does not know the request's version, so If-Match goes only
 * when there is one.
 */
export function useConsultorSolicitacao() {
  const onSettled = useInvalidar(false, projetoKeys.all);
  return useMutation({
    mutationFn: ({ solicitacao, consultor, versao }: VinculoConsultor) => {
      const config = versao === undefined ? {} : ifMatch(versao);
      return (
        consultor === null
          ? apiClient.delete<AcaoResultado>(`${base(solicitacao)}/remover/consultor/`, config)
          : apiClient.patch<AcaoResultado>(`${base(solicitacao)}/altera/consultor/`, { consultor }, config)
      ).then((r) => r.data);
    },
    onSettled,
  });
}

export const useAlterarCentroCusto = (id: number) =>
  useAcao<{ centrocusto: number }>(
    (body, config) => apiClient.patch(`${base(id)}/altera/centrocusto/`, body, config),
    { centrocusto: true },
  );

export const useAlterarResponsaveis = (id: number) =>
  useAcao<{ gestores: number[] }>((body, config) =>
    apiClient.patch(`${base(id)}/alterar/responsaveis/`, body, config),
  );

export type NovoDocumento = { solicitacao: number; arquivo: File; descricao?: string };

export function useAnexarDocumento() {
  const onSettled = useInvalidar(false);
  return useMutation({
    mutationFn: ({ solicitacao, arquivo, descricao }: NovoDocumento) => {
      const form = new FormData();
      form.append("solicitacao", String(solicitacao));
      form.append("arquivo", arquivo);
      if (descricao) form.append("descricao", descricao);
      return apiClient.post<Documento>("/solicitacao/documento/", form).then((r) => r.data);
    },
    onSettled,
  });
}

export function useRemoverDocumento() {
  const onSettled = useInvalidar(false);
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/solicitacao/documento/${id}/`),
    onSettled,
  });
}

export type NovaSubsolicitacao = { modelo_oferta: number; objetivo: string; empresas?: number[] };

export function useCriarSubsolicitacao(id: number) {
  const onSettled = useInvalidar(false);
  return useMutation({
    mutationFn: (body: NovaSubsolicitacao) =>
      apiClient.post<SolicitacaoInterna>(`${base(id)}/subsolicitacao/`, body).then((r) => r.data),
    onSettled,
  });
}

/** The file needs the bearer header, so it is fetched with the API client and handed to the browser. */
export async function baixarDocumento(doc: Documento): Promise<void> {
  const { data } = await apiClient.get<Blob>(`/solicitacao/documento/${doc.id}/arquivo/`, {
    responseType: "blob",
  });
  const url = URL.createObjectURL(data);
  const link = document.createElement("a");
  link.href = url;
  link.download = doc.arquivo.nome;
  link.click();
  // Some browsers read the URL after click() returns; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
