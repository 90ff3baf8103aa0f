// The hub-token cookie (SPEC §6): the Hub API bearer token the browser sends on every call.
import Cookies from "js-cookie";
import { TOKEN_COOKIE } from "./constants";

export const readToken = () => Cookies.get(TOKEN_COOKIE);

/** How the cookie is written, by the browser (SessaoProvider) and by the server's proxy alike. */
export const opcoesDoToken = (https: boolean) => ({ sameSite: "lax" as const, secure: https, path: "/" });

export function storeToken(token: string) {
  if (readToken() !== token) Cookies.set(TOKEN_COOKIE, token, opcoesDoToken(location.protocol === "https:"));
}

export const clearToken = () => Cookies.remove(TOKEN_COOKIE);
