"use client";
import { useMemo, useTransition } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { PAGE_SIZE } from "@/lib/constants";
import { paginaDaUrl, paraUrl, type Valor } from "@/lib/lista-url";

// Read by the lists with this hook; it lives in lib/ so a server page can read its URL the same way.
export { daUrl, paraUrl } from "@/lib/lista-url";

/** The filters a text search may set. */
type CampoDeTexto<F> = { [K in keyof F]: F[K] extends string | undefined ? K : never }[keyof F];

/**
 * A server-paginated list whose filters, search and page live in the URL, so a filtered page can be
 * shared, reloaded and returned to with Back. `ler` (declared outside the component) reads the filters
 * from the URL; a filter change goes back to page 1, and so does a change of page size (SPEC §9). A page
 * rendered on the server shows the previous results until the new ones arrive: `carregando` says so.
 */
export function useListaFiltrada<F extends Record<string, Valor>>(
  ler: (url: URLSearchParams) => F,
  tamanho: number = PAGE_SIZE,
) {
  const router = useRouter();
  const pathname = usePathname();
  const url = useSearchParams();
  const [carregando, iniciar] = useTransition();
  const filtros = useMemo(() => ler(url), [ler, url]);
  const { page, page_size: pageSize } = paginaDaUrl(url, tamanho);
  const endereco = (novos: F, pagina: number, size: number) => {
    const qs = paraUrl({ ...novos, page: pagina, page_size: size }, tamanho);
    return qs ? `${pathname}?${qs}` : pathname;
  };
  const ir = (novos: F, pagina: number, size: number) =>
    iniciar(() => router.replace(endereco(novos, pagina, size), { scroll: false }));
  const filtrar = (mudanca: Partial<F>) => ir({ ...filtros, ...mudanca }, 1, pageSize);
  return {
    filtros,
    /** A change of the URL not yet shown (the server rendering the new page). */
    carregando,
    /** Whether any filter is on: the empty state then says "nothing found", not "nothing yet". */
    filtrado: Object.values(filtros).some((v) => v !== undefined && v !== "" && v !== false),
    /** What the list's query takes: the filters, the page and its size. */
    params: { ...filtros, page, page_size: pageSize },
    filtrar,
    /** What a BuscaDaLista over the text filter `campo` takes: its term, and a new term filtering the list. */
    busca: (campo: CampoDeTexto<F>) => ({
      valor: filtros[campo] as string | undefined,
      onBuscar: (termo: string | undefined) => filtrar({ [campo]: termo } as Partial<F>),
    }),
    /** What a SelectNativo over the filter `campo` takes: its value, and a new choice filtering the list. */
    escolha: <K extends keyof F>(campo: K) => ({
      valor: filtros[campo],
      onChange: (valor: F[K] | undefined) => filtrar({ [campo]: valor } as Partial<F>),
    }),
    /** Every filter off, back to page 1; the page size stays. */
    limpar: () => ir({} as F, 1, pageSize),
    pagination: {
      page,
      pageSize,
      onChange: (proxima: number, size: number) => ir(filtros, size === pageSize ? proxima : 1, size),
      /** The address of another page of the same search (a page link's href). */
      href: (pagina: number) => endereco(filtros, pagina, pageSize),
    },
  };
}
