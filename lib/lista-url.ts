// A list's state in the URL (hooks/use-lista-filtrada.ts), readable on both sides: a server page reads its
// filters the same way the list's client part does.
import { PAGE_SIZE } from "@/lib/constants";
import { parseId } from "@/lib/paths";

export type Valor = string | number | boolean | undefined;

/** Readers of the URL for a list's `ler`: values a hand-edited URL got wrong come back undefined. */
export const daUrl = {
  texto: (url: URLSearchParams, chave: string) => url.get(chave)?.trim() || undefined,
  id: (url: URLSearchParams, chave: string) => parseId(url.get(chave)) ?? undefined,
  sim: (url: URLSearchParams, chave: string) => (url.get(chave) === "true" ? true : undefined),
  umDe: <T extends string>(url: URLSearchParams, chave: string, codigos: readonly T[]) =>
    codigos.find((c) => c === url.get(chave)),
};

/** What Next gives a server page of its URL's query. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A server page's `searchParams` as the URL the browser holds (a repeated key: its first value). */
export async function urlDaPagina(searchParams: SearchParams): Promise<URLSearchParams> {
  const valores = await searchParams;
  const url = new URLSearchParams();
  for (const [chave, valor] of Object.entries(valores))
    if (valor !== undefined) url.set(chave, Array.isArray(valor) ? valor[0] : valor);
  return url;
}

/** The page of a list its URL asks for, and its size; a list's query takes them beside its filters. */
export const paginaDaUrl = (url: URLSearchParams, tamanho = PAGE_SIZE) => ({
  page: parseId(url.get("page")) ?? 1,
  page_size: parseId(url.get("page_size")) ?? tamanho,
});

/** The query string of a list's state, leaving out empty values, page 1 and the default size. */
export function paraUrl(valores: Record<string, Valor>, tamanho = PAGE_SIZE): string {
  const url = new URLSearchParams();
  for (const [chave, valor] of Object.entries(valores)) {
    if (valor === undefined || valor === "" || valor === false) continue;
    if ((chave === "page" && valor === 1) || (chave === "page_size" && valor === tamanho)) continue;
    url.set(chave, String(valor));
  }
  return url.toString();
}
