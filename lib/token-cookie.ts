// The hub-token cookie (SPEC §6): the Hub API bearer token the browser sends on every call.
import Cookies from "js-cookie";
import { TOKEN_COOKIE } from "./constants";

const DO_TOKEN = new RegExp(`(?:^|; )${TOKEN_COOKIE}=([^;]*)`);

/**
 * The token, found in the cookie string by name: every API call reads it, and js-cookie's `get` decodes every
 * cookie of the page on each read, the session's long ones too (about 25 ms of a phone's first seconds, issue 10).
 */
export function readToken(): string | undefined {
  if (typeof document === "undefined") return undefined;
  const valor = DO_TOKEN.exec(document.cookie)?.[1];
  return valor === undefined ? undefined : decodeURIComponent(valor);
}

/** How the cookie is written, by the browser (SessaoProvider) and by the server's proxy alike. */
export const opcoesDoToken = (https: boolean) => ({ sameSite: "lax" as const, secure: https, path: "/" });

export function storeToken(token: string) {
  if (readToken() !== token) Cookies.set(TOKEN_COOKIE, token, opcoesDoToken(location.protocol === "https:"));
}

export const clearToken = () => Cookies.remove(TOKEN_COOKIE);
