// Tenders as staff write and publish them, and as anyone reads the published ones: /credenciamento/edital/
// list/, detalhe/{id}/ (its check, publication, files and history), create/ and the evaluators to choose.
import { useQuery } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { api, baixarArquivo, leitura, pagina, type QueryDe, type Schema } from "../api";

export type EditalResumo = Schema<"EditalResumo">;
export type EditalDetalhe = Schema<"EditalDetalhe">;
export type EditalCorpo = Schema<"EditalCorpo">;
export type EditalArquivo = Schema<"EditalArquivo">;
export type EditaisParams = QueryDe<"/credenciamento/edital/list/">;

export const editalKeys = {
  all: ["edital"] as const,
  lista: (params: EditaisParams) => ["edital", "lista", params] as const,
  detalhe: (id: number) => ["edital", id] as const,
  check: (id: number) => ["edital", id, "check"] as const,
  historico: (id: number) => ["edital", id, "historico"] as const,
  avaliadores: ["edital", "avaliadores"] as const,
};

export const useEditais = (params: EditaisParams) =>
  useQuery(pagina(editalKeys.lista(params), "/credenciamento/edital/list/", params));

export const useEdital = (id: number) =>
  useQuery(leitura(editalKeys.detalhe(id), "/credenciamento/edital/detalhe/{id}/", { path: { id } }));

export const useCheckDoEdital = (id: number, { enabled = true } = {}) =>
  useQuery({
    ...leitura(editalKeys.check(id), "/credenciamento/edital/detalhe/{id}/check/", { path: { id } }),
    enabled,
  });

export const useHistoricoDoEdital = (id: number) =>
  useQuery(
    leitura(editalKeys.historico(id), "/credenciamento/edital/detalhe/{id}/historico/", { path: { id } }),
  );

export const useAvaliadores = () =>
  useQuery({ ...leitura(editalKeys.avaliadores, "/credenciamento/edital/avaliadores/"), staleTime: 60_000 });

// Every change refetches the tender, its check and history, and the lists.
const DO_EDITAL = [editalKeys.all];

/** Saves the editor's tender: a new draft, or with `id` (and the version seen) a draft's new content. */
export const useSalvarEdital = () =>
  useAcao({
    chamada: ({ id, versao, ...body }: EditalCorpo & { id?: number; versao?: number }) =>
      id
        ? api.put("/credenciamento/edital/detalhe/{id}/", { path: { id }, body, versao })
        : api.post("/credenciamento/edital/create/", { body }),
    invalida: DO_EDITAL,
  });

export const usePublicarEdital = (id: number) =>
  useAcao({
    chamada: (versao: number) =>
      api.put("/credenciamento/edital/detalhe/{id}/publicar/", { path: { id }, versao }),
    invalida: DO_EDITAL,
  });

/** Attaches the notice PDF (replacing the one there) or an annex to a draft. */
export const useAnexarArquivo = (id: number) =>
  useAcao({
    chamada: ({
      tipo,
      titulo,
      arquivo,
      versao,
    }: {
      tipo: "EDITAL" | "ANEXO";
      titulo?: string;
      arquivo: File;
      versao: number;
    }) => {
      const body = new FormData();
      body.append("tipo", tipo);
      if (titulo) body.append("titulo", titulo);
      body.append("arquivo", arquivo);
      return api.post("/credenciamento/edital/detalhe/{id}/arquivos/", { path: { id }, body, versao });
    },
    invalida: DO_EDITAL,
  });

export const useRemoverArquivo = (id: number) =>
  useAcao({
    chamada: ({ arquivo, versao }: { arquivo: number; versao: number }) =>
      api.delete("/credenciamento/edital/detalhe/{id}/arquivos/{arquivo}/", {
        path: { id, arquivo },
        versao,
      }),
    invalida: DO_EDITAL,
  });

/** Downloads a draft's file with the staff member's session. */
export const baixarArquivoDoEdital = (edital: number, a: EditalArquivo) =>
  baixarArquivo(`/credenciamento/edital/detalhe/${edital}/arquivos/${a.id}/`, a.arquivo.nome);
