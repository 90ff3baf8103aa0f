// Staff-created requests: multipart send, internal hiring, and the drafts of both (issue 4, "Creation, drafts").
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { getJson, type ListParams, type Page } from "./query";
import { solicitacaoKeys } from "./solicitacao";
import type { SolicitacaoInterna } from "./solicitacao-interno";

export type TipoRascunho = "INTERNA" | "CONTRATACAO_INTERNA";

export type Rascunho = {
  id: number;
  tipo: TipoRascunho;
  modelooferta: { id: number; titulo: string; servico: { id: number; titulo: string } } | null;
  empresas: { id: number; nomefantasia: string }[];
  prestador: { id: number; nomefantasia: string } | null;
  centrocusto: { id: number; codigo: string; descricao: string } | null;
  objetivo: string;
  justificativa: string;
  dtainclusao: string;
  dtaalteracao: string;
};

/** What a draft keeps; absent ids are left unset (`null` clears one on update). */
export type RascunhoCampos = {
  modelo_oferta?: number | null;
  empresas?: number[];
  prestador?: number | null;
  centrocusto?: number | null;
  objetivo: string;
  justificativa: string;
};

export type NovaSolicitacaoInterna = {
  modelo_oferta: number;
  empresas: number[];
  objetivo: string;
  justificativa: string;
  arquivos: File[];
  rascunho?: number;
};

export type NovaContratacaoInterna = {
  modelo_oferta: number;
  prestador: number;
  objetivo: string;
  justificativa: string;
  centrocusto?: number;
  empresas: number[];
  rascunho?: number;
};

/** The multipart body of POST /solicitacao/interno/enviar/: companies and files as repeated fields. */
export function toFormData(envio: NovaSolicitacaoInterna): FormData {
  const body = new FormData();
  body.append("modelo_oferta", String(envio.modelo_oferta));
  for (const empresa of envio.empresas) body.append("empresas", String(empresa));
  body.append("objetivo", envio.objetivo);
  body.append("justificativa", envio.justificativa);
  for (const arquivo of envio.arquivos) body.append("arquivos", arquivo, arquivo.name);
  if (envio.rascunho !== undefined) body.append("rascunho", String(envio.rascunho));
  return body;
}

export const rascunhoKeys = {
  all: ["rascunho"] as const,
  lists: ["rascunho", "list"] as const,
  list: (params: ListParams) => ["rascunho", "list", params] as const,
  detail: (id: number) => ["rascunho", "detalhe", id] as const,
};

const RASCUNHO_PATH = "/solicitacao/interno/rascunho/";

export const useRascunhos = (params: ListParams) =>
  useQuery({
    queryKey: rascunhoKeys.list(params),
    queryFn: () => getJson<Page<Rascunho>>(RASCUNHO_PATH, params),
    placeholderData: keepPreviousData,
  });

export const useRascunho = (id: number) =>
  useQuery({
    queryKey: rascunhoKeys.detail(id),
    queryFn: () => getJson<Rascunho>(`${RASCUNHO_PATH}${id}/`),
  });

/** Creates the draft when `id` is null, otherwise updates it. */
export function useSalvarRascunho() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tipo, campos }: { id: number | null; tipo: TipoRascunho; campos: RascunhoCampos }) =>
      (id === null
        ? apiClient.post<Rascunho>(RASCUNHO_PATH, { tipo, ...campos })
        : apiClient.patch<Rascunho>(`${RASCUNHO_PATH}${id}/`, campos)
      ).then((r) => r.data),
    onSuccess: (rascunho) => {
      client.setQueryData(rascunhoKeys.detail(rascunho.id), rascunho);
      return client.invalidateQueries({ queryKey: rascunhoKeys.lists });
    },
  });
}

export function useExcluirRascunho() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`${RASCUNHO_PATH}${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: rascunhoKeys.all }),
  });
}

// Sending deletes the draft it came from, and adds a request to every queue.
function useAfterSend() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: rascunhoKeys.all }),
      client.invalidateQueries({ queryKey: solicitacaoKeys.all }),
    ]);
}

export function useEnviarSolicitacaoInterna() {
  const afterSend = useAfterSend();
  return useMutation({
    mutationFn: (envio: NovaSolicitacaoInterna) =>
      apiClient
        .post<SolicitacaoInterna>("/solicitacao/interno/enviar/", toFormData(envio))
        .then((r) => r.data),
    onSuccess: afterSend,
  });
}

export function useEnviarContratacaoInterna() {
  const afterSend = useAfterSend();
  return useMutation({
    mutationFn: (envio: NovaContratacaoInterna) =>
      apiClient
        .post<SolicitacaoInterna>("/solicitacao/interno/contratacao/interna/enviar/", envio)
        .then((r) => r.data),
    onSuccess: afterSend,
  });
}
