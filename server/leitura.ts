import "server-only";
import { headers } from "next/headers";
import { preencherCaminho, textoDaQuery } from "@/lib/chamada-api";
import { tokenDaSessao } from "@/lib/session";
import type { Caminho, Opcoes, Resposta } from "@/services/api";
import { API_BASE } from "./app";
import { handleHub } from "./handler";

/**
 * A GET of the API answered in-process, as the signed-in user, for a page rendered on the server: its client
 * part takes the answer as its query's first data (services/api.ts `doServidor`), so the page arrives with its
 * rows instead of fetching them after hydration (issue 10). Through the API rather than the modules' functions,
 * so the page gets exactly what the browser's call would — the same authorisation, lazy deadlines and JSON
 * (dates as text, as the contract's types say), and the external API's answer under HUB_API_URL. Undefined when
 * the call fails: the client part calls again and shows its own error.
 */
export async function lerNoServidor<P extends Caminho<"get">>(
  caminho: P,
  opcoes: Pick<Opcoes<"get", P>, "path" | "query"> = {},
): Promise<Resposta<"get", P> | undefined> {
  const token = await tokenDaSessao();
  if (!token) return undefined;
  const cabecalhos = await headers();
  // Links in the answer (a page's next and previous) name the host the browser used.
  const origem = `${cabecalhos.get("x-forwarded-proto") ?? "http"}://${cabecalhos.get("host") ?? "localhost"}`;
  const url = `${origem}${API_BASE}${preencherCaminho(caminho, opcoes.path)}${textoDaQuery(opcoes.query)}`;
  const res = await handleHub(new Request(url, { headers: { authorization: `Bearer ${token}` } }));
  if (!res.ok) return undefined;
  return (await res.json()) as Resposta<"get", P>;
}
