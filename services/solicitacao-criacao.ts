// Staff-created requests: multipart send, internal hiring, and the drafts of both (issue 4, "Creation, drafts").
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, leitura, pagina, type QueryDe, type Schema } from "./api";
import { solicitacaoKeys } from "./solicitacao";

export type Rascunho = Schema<"Rascunho">;
export type TipoRascunho = Rascunho["tipo"];
/** What a draft keeps; absent ids are left unset (`null` clears one on update). */
export type RascunhoCampos = Omit<Schema<"RascunhoNovo">, "tipo">;
export type NovaSolicitacaoInterna = Schema<"SolicitacaoInternaEnvio">;
export type NovaContratacaoInterna = Schema<"ContratacaoInternaEnvio">;
export type RascunhosParams = QueryDe<"/solicitacao/interno/rascunho/">;

/** The multipart body of POST /solicitacao/interno/enviar/: companies and files as repeated fields. */
export function toFormData(envio: NovaSolicitacaoInterna): FormData {
  const body = new FormData();
  body.append("modelo_oferta", String(envio.modelo_oferta));
  for (const empresa of envio.empresas) body.append("empresas", String(empresa));
  // Left out, they take the server's defaults.
  if (envio.objetivo !== undefined) body.append("objetivo", envio.objetivo);
  if (envio.justificativa !== undefined) body.append("justificativa", envio.justificativa);
  for (const arquivo of envio.arquivos ?? []) body.append("arquivos", arquivo, (arquivo as File).name);
  if (envio.rascunho !== undefined) body.append("rascunho", String(envio.rascunho));
  return body;
}

export const rascunhoKeys = {
  all: ["rascunho"] as const,
  lists: ["rascunho", "list"] as const,
  list: (params: RascunhosParams) => ["rascunho", "list", params] as const,
  detail: (id: number) => ["rascunho", "detalhe", id] as const,
};

export const useRascunhos = (params: RascunhosParams) =>
  useQuery(pagina(rascunhoKeys.list(params), "/solicitacao/interno/rascunho/", params));

export const useRascunho = (id: number) =>
  useQuery(leitura(rascunhoKeys.detail(id), "/solicitacao/interno/rascunho/{id}/", { path: { id } }));

/** Creates the draft when `id` is null, otherwise updates it. */
export function useSalvarRascunho() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tipo, campos }: { id: number | null; tipo: TipoRascunho; campos: RascunhoCampos }) =>
      id === null
        ? api.post("/solicitacao/interno/rascunho/", { body: { tipo, ...campos } })
        : api.patch("/solicitacao/interno/rascunho/{id}/", { path: { id }, body: campos }),
    onSuccess: (rascunho) => {
      client.setQueryData(rascunhoKeys.detail(rascunho.id), rascunho);
      return client.invalidateQueries({ queryKey: rascunhoKeys.lists });
    },
  });
}

export function useExcluirRascunho() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete("/solicitacao/interno/rascunho/{id}/", { path: { id } }),
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
      api.post("/solicitacao/interno/enviar/", { body: toFormData(envio) }),
    onSuccess: afterSend,
  });
}

export function useEnviarContratacaoInterna() {
  const afterSend = useAfterSend();
  return useMutation({
    mutationFn: (envio: NovaContratacaoInterna) =>
      api.post("/solicitacao/interno/contratacao/interna/enviar/", { body: envio }),
    onSuccess: afterSend,
  });
}
