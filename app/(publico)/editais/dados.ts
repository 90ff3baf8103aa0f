import "server-only";
import { notFound } from "next/navigation";
import { paraUrl, urlDaPagina, type SearchParams } from "@/lib/lista-url";
import { parseId } from "@/lib/paths";
import { getDb } from "@/server/banco";
import { HubError } from "@/server/lib/errors";
import { pageWindow } from "@/server/lib/pagination";
import { detalheDoEdital, EditaisQuery, listarEditais } from "@/server/modules/edital";

// The public tender pages read on the server through the module's functions, as an anonymous caller of
// the API would: published and closed tenders only.

const TAMANHO = 10;

/** The page of published tenders the URL asks for; a hand-edited filter or page out of bounds is dropped. */
export async function lerEditais(searchParams: SearchParams) {
  const url = await urlDaPagina(searchParams);
  const filtros = EditaisQuery.safeParse({
    search: url.get("search")?.slice(0, 100) || undefined,
    situacao: url.get("situacao") || undefined,
    page: Math.min(parseId(url.get("page")) ?? 1, 1000),
  });
  const query = filtros.success ? filtros.data : EditaisQuery.parse({});
  const win = pageWindow(query, TAMANHO);
  const { count, results } = await listarEditais(await getDb(), null, query, win);
  const link = (page: number) =>
    `/editais?${paraUrl({ search: query.search, situacao: query.situacao, page }, TAMANHO)}`;
  return {
    editais: results,
    total: count,
    busca: query.search,
    situacao: query.situacao,
    anterior: query.page > 1 ? link(query.page - 1) : null,
    proxima: query.page * TAMANHO < count ? link(query.page + 1) : null,
  };
}

/** A published tender; a draft or a missing one is the 404 page. */
export async function lerEdital(texto: string) {
  const id = parseId(texto) ?? notFound();
  try {
    return await detalheDoEdital(await getDb(), null, id);
  } catch (e) {
    if (e instanceof HubError && e.status === 404) notFound();
    throw e;
  }
}
