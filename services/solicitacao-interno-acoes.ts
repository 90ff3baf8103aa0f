// Staff actions on a request (contract of issue 4, "Actions"), plus its documents and sub-requests.
import { useAcao } from "@/hooks/use-acao";
import { apiClient } from "@/lib/api-client";
import { api, type CorpoDe, type Schema } from "./api";
import { centrocustoKeys } from "./centrocusto";
import { projetoKeys } from "./projeto";
import { solicitacaoKeys } from "./solicitacao";
import type { Documento } from "./solicitacao-interno";

/** Every action carries the version the user saw, so a change made meanwhile by someone else is a 409. */
type ComVersao<B> = B & { versao: number };

export type LiberarBody = CorpoDe<"patch", "/solicitacao/interno/{id}/liberar/">;
export type NovoDocumento = Omit<Schema<"SolicitacaoDocumentoEnvio">, "descricao"> & { descricao?: string };
export type NovaSubsolicitacao = Schema<"SubsolicitacaoEnvio">;
export type VinculoConsultor = { solicitacao: number; consultor: number | null; versao?: number };

const SOLICITACAO = [solicitacaoKeys.all];
// Actions that reserve or release a cost centre's money change the balances too.
const COM_CENTRO_CUSTO = [solicitacaoKeys.all, centrocustoKeys.all];

export const useDevolver = (id: number) =>
  useAcao({
    chamada: ({ versao, ...body }: ComVersao<Schema<"SolicitacaoMotivo">>) =>
      api.patch("/solicitacao/interno/{id}/devolver/", { path: { id }, body, versao }),
    invalida: SOLICITACAO,
  });

export const useLiberar = (id: number) =>
  useAcao({
    chamada: ({ versao, ...body }: ComVersao<LiberarBody>) =>
      api.patch("/solicitacao/interno/{id}/liberar/", { path: { id }, body, versao }),
    invalida: COM_CENTRO_CUSTO,
  });

export const useCancelar = (id: number) =>
  useAcao({
    chamada: ({ versao, ...body }: ComVersao<Schema<"SolicitacaoMotivo">>) =>
      api.patch("/solicitacao/interno/{id}/cancela/", { path: { id }, body, versao }),
    invalida: COM_CENTRO_CUSTO,
  });

export const useAlterarObjetivo = (id: number) =>
  useAcao({
    chamada: ({ versao, ...body }: ComVersao<Schema<"SolicitacaoObjetivo">>) =>
      api.patch("/solicitacao/interno/{id}/altera/objetivo/", { path: { id }, body, versao }),
    invalida: SOLICITACAO,
  });

/**
 * Links a consultant to a request or, with `consultor: null`, unlinks the current one. The request detail
 * sends the version it shows; a project page does not know the request's version, so If-Match goes only
 * when there is one.
 */
export const useConsultorSolicitacao = () =>
  useAcao({
    chamada: ({ solicitacao: id, consultor, versao }: VinculoConsultor) =>
      consultor === null
        ? api.delete("/solicitacao/interno/{id}/remover/consultor/", { path: { id }, versao })
        : api.patch("/solicitacao/interno/{id}/altera/consultor/", {
            path: { id },
            body: { consultor },
            versao,
          }),
    invalida: [...SOLICITACAO, projetoKeys.all],
  });

export const useAlterarCentroCusto = (id: number) =>
  useAcao({
    chamada: ({ versao, ...body }: ComVersao<Schema<"SolicitacaoCentroCusto">>) =>
      api.patch("/solicitacao/interno/{id}/altera/centrocusto/", { path: { id }, body, versao }),
    invalida: COM_CENTRO_CUSTO,
  });

export const useAlterarResponsaveis = (id: number) =>
  useAcao({
    chamada: ({ versao, ...body }: ComVersao<Schema<"SolicitacaoResponsaveisAlteracao">>) =>
      api.patch("/solicitacao/interno/{id}/alterar/responsaveis/", { path: { id }, body, versao }),
    invalida: SOLICITACAO,
  });

export const useAnexarDocumento = () =>
  useAcao({
    chamada: ({ solicitacao, arquivo, descricao }: NovoDocumento) => {
      const form = new FormData();
      form.append("solicitacao", String(solicitacao));
      form.append("arquivo", arquivo);
      if (descricao) form.append("descricao", descricao);
      return api.post("/solicitacao/documento/", { body: form });
    },
    invalida: SOLICITACAO,
  });

export const useRemoverDocumento = () =>
  useAcao({
    chamada: (id: number) => api.delete("/solicitacao/documento/{id}/", { path: { id } }),
    invalida: SOLICITACAO,
  });

export const useCriarSubsolicitacao = (id: number) =>
  useAcao({
    chamada: (body: NovaSubsolicitacao) =>
      api.post("/solicitacao/interno/{id}/subsolicitacao/", { path: { id }, body }),
    invalida: SOLICITACAO,
  });

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
