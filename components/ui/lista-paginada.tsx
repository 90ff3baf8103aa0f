"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Tabela, type TabelaProps } from "./tabela";
import type { Page } from "@/services/api";
import { MAX_LINHAS_PAGINADAS } from "@/lib/constants";
import { useHidratado } from "./use-hidratado";
import { ListaIndisponivel } from "./lista-indisponivel";
import { LoadError } from "./load-error";
import { Esqueleto } from "./esqueleto";

// The lists beside a ListaPaginada import their search from here; it lives apart so a page with a search
// and no table (the catalogue) does not carry the table.
export { BuscaDaLista } from "./busca-da-lista";

/**
 * The page a list shows and how to change it (useListaFiltrada keeps it in the URL, and gives each page's
 * address: `href`).
 */
type PageState = {
  page: number;
  pageSize: number;
  onChange: (page: number, size: number) => void;
  href?: (page: number) => string;
};

const TAMANHOS = [10, 20, 50, 100];

/**
 * A server-paginated list (SPEC §9): a skeleton until the first page arrives, the load error with its retry
 * above the table, the rows of the current page, the size changer and the total ("12 projeto(s)"). Pair it
 * with useListaFiltrada for filters and page kept in the URL; columns and the rest are the caller's. A list
 * loader of SPEC §8 that gave null (its failure only logged) shows the generic "could not load" in place of rows.
 * Rows are keyed by their `id`, or by `rowKey` for items without one (a link between two records).
 */
export function ListaPaginada<T extends object>({
  query,
  pagination,
  erro,
  total,
  rowKey = "id" as keyof T & string,
  carregando = false,
  ...table
}: Omit<TabelaProps<T>, "dataSource" | "loading" | "pagination"> & {
  query: UseQueryResult<Page<T> | null>;
  /** The server rendering the list's next URL (useListaFiltrada), which brings its page with it. */
  carregando?: boolean;
  pagination: PageState;
  /** Title of the alert shown when the page could not be loaded. */
  erro: string;
  total: (total: number) => string;
}) {
  // Before the first page arrives there is nothing to say "empty" about: a skeleton holds the place.
  if (query.isPending && !query.isError) return <Esqueleto linhas={5} />;
  const indisponivel = query.data === null && { emptyText: <ListaIndisponivel onRetry={query.refetch} /> };
  return (
    <>
      {query.isError && <LoadError title={erro} error={query.error} retry={query.refetch} />}
      <Recarregando ativo={query.isFetching || carregando}>
        <Tabela<T>
          rowKey={rowKey}
          dataSource={query.data?.results ?? []}
          {...table}
          locale={indisponivel ? { ...table.locale, ...indisponivel } : table.locale}
          pagination={{
            current: pagination.page,
            pageSize: pagination.pageSize,
            // The pages offered stop where the server's paging does; the total stated is the whole list's.
            total: Math.min(query.data?.count ?? 0, MAX_LINHAS_PAGINADAS),
            showTotal: () => total(query.data?.count ?? 0),
            onChange: pagination.onChange,
            href: pagination.href,
            tamanhos: TAMANHOS,
          }}
        />
      </Recarregando>
    </>
  );
}

/**
 * A refresh under way: the table dims. It shows only from the render after hydration (useHidratado), and is a
 * part of its own so that this one render after hydration redraws its wrapper, not the table's rows.
 */
function Recarregando({ ativo, children }: { ativo: boolean; children: ReactNode }) {
  const hidratado = useHidratado();
  const mostrar = hidratado && ativo;
  return (
    <div className={mostrar ? "carregando" : undefined} aria-busy={mostrar || undefined}>
      {children}
    </div>
  );
}
