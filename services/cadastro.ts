// The back office's records (server/lib/crud.ts): one set of calls per entity, declared by its path; its links
// (server/lib/crud-vinculo.ts) likewise. Each entity's file (services/area-atuacao.ts…) names its types.
import { useQuery } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { api, leitura, pagina, type Page, type Schema } from "./api";
import { exportarLista } from "./exportacao";

/** The paths declared with the CRUD builder, and those of their links. */
export type Cadastro =
  | "/area-atuacao/"
  | "/unidade-atendimento/"
  | "/servico/interno/"
  | "/questionario/interno/pergunta/dimensionamento/";
export type Vinculo =
  "/area-atuacao/gestor/" | "/unidade-atendimento/cidade/" | "/unidade-atendimento/gestor/";

/** What a list of the back office filters by (besides each entity's own filters). */
export type FiltrosDeCadastro = {
  search?: string;
  ativo?: "true" | "false";
  ordering?: string;
  page?: number;
  page_size?: number;
} & Record<string, string | number | undefined>;

export type Historico = Schema<"HistoricoItem">;
export type Remocao = Schema<"RemocaoDeCadastro">;

// The typed client knows each path; a builder's calls are the same for all, so they are called by path here.
const chamar = api as unknown as Record<
  "get" | "post" | "put" | "delete",
  (caminho: string, opcoes?: object) => Promise<unknown>
>;

/** The list, detail, history, save, removal and export of one back-office entity. */
export function cadastro<Item extends { id: number }, Corpo>(path: Cadastro) {
  const chaves = {
    todas: ["cadastro", path] as const,
    lista: (f: FiltrosDeCadastro) => ["cadastro", path, "lista", f] as const,
    uma: (id: number) => ["cadastro", path, id] as const,
  };
  const invalida = [chaves.todas];
  return {
    chaves,
    useLista: (filtros: FiltrosDeCadastro) =>
      useQuery(pagina(chaves.lista(filtros), path as never, filtros as never)) as ReturnType<
        typeof useQuery<Page<Item>>
      >,
    useUma: (id: number | null) =>
      useQuery({
        ...leitura(chaves.uma(id ?? 0), `${path}{id}/` as never, { path: { id } } as never),
        enabled: id !== null,
      }) as ReturnType<typeof useQuery<Item>>,
    useHistorico: (id: number) =>
      useQuery(
        leitura(
          [...chaves.uma(id), "historico"],
          `${path}{id}/historico/` as never,
          { path: { id } } as never,
        ),
      ) as ReturnType<typeof useQuery<Historico[]>>,
    /** Creates one, or with `id` replaces its data. */
    useSalvar: () =>
      useAcao({
        chamada: ({ id, ...body }: Corpo & { id?: number }) =>
          (id
            ? chamar.put(`${path}{id}/`, { path: { id }, body })
            : chamar.post(path, { body })) as Promise<Item>,
        invalida,
      }),
    /** Deletes one nothing uses; archives one in use (the answer says which). */
    useRemover: () =>
      useAcao({
        chamada: (id: number) => chamar.delete(`${path}{id}/`, { path: { id } }) as Promise<Remocao>,
        invalida,
      }),
    /** The spreadsheet of every row the filters pick; `progresso` hears the bytes received so far. */
    exportar: (filtros: FiltrosDeCadastro, arquivo: string, progresso: (bytes: number) => void) =>
      exportarLista(`${path}export/`, filtros, arquivo, progresso),
  };
}

/** The links of one kind (a unit's cities, a unit's or an area's managers): of one owner, linked, unlinked. */
export function vinculo<Item extends { id: number }>(
  path: Vinculo,
  dono: string,
  alvo: string,
  cadastro: Cadastro,
) {
  const chave = (donoId: number) => ["cadastro", cadastro, donoId, path] as const;
  // A link changes its owner's row (its cities, its managers) and history: both are read again.
  const invalida = [["cadastro", cadastro]];
  return {
    useDoDono: (donoId: number) =>
      useQuery(
        leitura(chave(donoId), path as never, { query: { [dono]: donoId, page_size: 100 } } as never),
      ) as ReturnType<typeof useQuery<Page<Item>>>,
    useVincular: (donoId: number) =>
      useAcao({
        chamada: (alvoId: number) =>
          chamar.post(path, { body: { [dono]: donoId, [alvo]: alvoId } }) as Promise<Item>,
        invalida,
      }),
    useDesvincular: () =>
      useAcao({ chamada: (id: number) => chamar.delete(`${path}{id}/`, { path: { id } }), invalida }),
  };
}
