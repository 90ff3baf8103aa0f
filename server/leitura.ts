import "server-only";
import { headers } from "next/headers";
import { preencherCaminho, textoDaQuery } from "@/lib/chamada-api";
import { paginaDaUrl, urlDaPagina, type SearchParams } from "@/lib/lista-url";
import { tokenDaSessao } from "@/lib/session";
import type { Caminho, Leitura, Lida, QueryDe, Resposta } from "@/services/api";
import { API_BASE } from "./app";
import { handleHub } from "./handler";

/**
 * A GET of the API answered in-process, as the signed-in user, for a page rendered on the server: its client
 * part takes the answer as its query's first data (services/api.ts `doServidor`), so the page arrives with its
 * data instead of fetching it after hydration (issue 10). Through the API rather than the modules' functions,
 * so the page gets exactly what the browser's call would — the same authorisation, lazy deadlines and JSON
 * (dates as text, as the contract's types say), and the external API's answer under HUB_API_URL. Undefined when
 * the call fails: the client part calls again and shows its own error.
 */
export async function lerNoServidor<P extends Caminho<"get">>(
  caminho: P,
  opcoes: Leitura<P> = {},
): Promise<Lida<P> | undefined> {
  const em = Date.now();
  const token = await tokenDaSessao();
  if (!token) return undefined;
  const cabecalhos = await headers();
  // Links in the answer (a page's next and previous) name the host the browser used.
  const origem = `${cabecalhos.get("x-forwarded-proto") ?? "http"}://${cabecalhos.get("host") ?? "localhost"}`;
  const url = `${origem}${API_BASE}${preencherCaminho(caminho, opcoes.path)}${textoDaQuery(opcoes.query)}`;
  const res = await handleHub(new Request(url, { headers: { authorization: `Bearer ${token}` } }));
  if (!res.ok) return undefined;
  return { opcoes, dados: (await res.json()) as Resposta<"get", P>, em };
}

/**
 * The page of a list its URL asks for, read as the list's client part reads the URL (the same `filtrosDaUrl`,
 * page and size), so its query matches the one read here and the page is not fetched again after hydration.
 */
export async function lerListaNoServidor<P extends Caminho<"get">>(
  caminho: P,
  searchParams: SearchParams,
  filtrosDaUrl: (url: URLSearchParams) => QueryDe<P>,
) {
  const url = await urlDaPagina(searchParams);
  return lerNoServidor(caminho, { query: { ...filtrosDaUrl(url), ...paginaDaUrl(url) } });
}
