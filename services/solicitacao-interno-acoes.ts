// Staff actions on a request (contract of issue 4, "Actions"), plus its documents and sub-requests.
import { useAcao } from "@/hooks/use-acao";
import type { QueryKey } from "@tanstack/react-query";
import { api, baixarArquivo, type Caminho, type CorpoDe, type Opcoes, type Schema } from "./api";
import { centrocustoKeys } from "./centrocusto";
import { projetoKeys } from "./projeto";
import { propostaKeys } from "./proposta";
import { solicitacaoKeys } from "./solicitacao";
import type { Documento } from "./solicitacao-interno";

/** Every action carries the version the user saw, so a change made meanwhile by someone else is a 409. */
type ComVersao<B> = B & { versao: number };

export type LiberarBody = CorpoDe<"patch", "/solicitacao/interno/{id}/liberar/">;
export type NovoDocumento = Omit<Schema<"SolicitacaoDocumentoEnvio">, "descricao"> & {
  descricao?: string;
  /** The request's version the user saw (If-Match). */
  versao: number;
};
export type NovaSubsolicitacao = Schema<"SubsolicitacaoEnvio">;
export type VinculoConsultor = { solicitacao: number; consultor: number | null; versao?: number };

const SOLICITACAO = [solicitacaoKeys.all];
// Actions that reserve or release a cost centre's money change the balances too.
const COM_CENTRO_CUSTO = [solicitacaoKeys.all, centrocustoKeys.all];

/** A request action: PATCH on the request `id` with the version the user saw as If-Match. */
const naSolicitacao = <P extends Caminho<"patch">>(id: number, caminho: P, invalida: QueryKey[]) => ({
  chamada: ({ versao, ...body }: ComVersao<CorpoDe<"patch", P>>) =>
    api.patch(caminho, { path: { id }, body, versao } as Opcoes<"patch", P>),
  invalida,
});

export const useDevolver = (id: number) =>
  useAcao(naSolicitacao(id, "/solicitacao/interno/{id}/devolver/", SOLICITACAO));

export const useLiberar = (id: number) =>
  useAcao(naSolicitacao(id, "/solicitacao/interno/{id}/liberar/", COM_CENTRO_CUSTO));

export const useCancelar = (id: number) =>
  useAcao(naSolicitacao(id, "/solicitacao/interno/{id}/cancela/", COM_CENTRO_CUSTO));

export const useAlterarObjetivo = (id: number) =>
  useAcao(naSolicitacao(id, "/solicitacao/interno/{id}/altera/objetivo/", SOLICITACAO));

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
  useAcao(naSolicitacao(id, "/solicitacao/interno/{id}/altera/centrocusto/", COM_CENTRO_CUSTO));

export const useAlterarResponsaveis = (id: number) =>
  useAcao(naSolicitacao(id, "/solicitacao/interno/{id}/alterar/responsaveis/", SOLICITACAO));

/** Staff set the partners co-funding the request: its proposals are repriced. */
export const useAlterarParceiros = (id: number) =>
  useAcao({
    chamada: ({ versao, parceiros }: ComVersao<{ parceiros: number[] }>) =>
      api.put("/solicitacao/interno/{id}/parceiros/", { path: { id }, body: { parceiros }, versao }),
    invalida: [...SOLICITACAO, propostaKeys.all],
  });

export const useAnexarDocumento = () =>
  useAcao({
    chamada: ({ solicitacao, arquivo, descricao, versao }: NovoDocumento) => {
      const form = new FormData();
      form.append("solicitacao", String(solicitacao));
      form.append("arquivo", arquivo);
      if (descricao) form.append("descricao", descricao);
      return api.post("/solicitacao/documento/", { body: form, versao });
    },
    invalida: SOLICITACAO,
  });

export const useRemoverDocumento = () =>
  useAcao({
    chamada: ({ id, versao }: { id: number; versao: number }) =>
      api.delete("/solicitacao/documento/{id}/", { path: { id }, versao }),
    invalida: SOLICITACAO,
  });

export const useCriarSubsolicitacao = (id: number) =>
  useAcao({
    chamada: ({ versao, ...body }: ComVersao<NovaSubsolicitacao>) =>
      api.post("/solicitacao/interno/{id}/subsolicitacao/", { path: { id }, body, versao }),
    invalida: SOLICITACAO,
  });

/** Downloads a request document under its own name. */
export const baixarDocumento = (doc: Documento) =>
  baixarArquivo(`/solicitacao/documento/${doc.id}/arquivo/`, doc.arquivo.nome);
