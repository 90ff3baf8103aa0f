// Partners co-funding requests' subsidies (GET/POST/PUT/DELETE /parceiro/interno/…) and the active ones to choose.
import { useQuery } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { sanitizarParceiro } from "@/lib/regras/parceiro";
import { api, leitura, pagina, type QueryDe, type Schema } from "./api";

export type Parceiro = Schema<"Parceiro">;
export type ParceiroCorpo = Schema<"ParceiroCorpo">;
export type ParceirosParams = QueryDe<"/parceiro/interno/">;

export const parceiroKeys = {
  all: ["parceiro"] as const,
  ativos: ["parceiro", "ativos"] as const,
  lista: (params: ParceirosParams) => ["parceiro", "lista", params] as const,
};

export const useParceiros = (params: ParceirosParams) =>
  useQuery(pagina(parceiroKeys.lista(params), "/parceiro/interno/", params));

export const useParceirosAtivos = () => useQuery(leitura(parceiroKeys.ativos, "/parceiro/interno/list/"));

/** Creates a partner, or with `id` replaces one's data; the payload is sanitised first (SPEC §5). */
export const useSalvarParceiro = () =>
  useAcao({
    chamada: ({ id, ...body }: ParceiroCorpo & { id?: number }) => {
      const limpo = sanitizarParceiro(body);
      return id
        ? api.put("/parceiro/interno/{id}/", { path: { id }, body: limpo })
        : api.post("/parceiro/interno/", { body: limpo });
    },
    invalida: [parceiroKeys.all],
  });

export const useExcluirParceiro = () =>
  useAcao({
    chamada: (id: number) => api.delete("/parceiro/interno/{id}/", { path: { id } }),
    invalida: [parceiroKeys.all],
  });
