import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { TOKEN_COOKIE } from "@/lib/constants";
import { areaOfPath, canEnter } from "@/lib/roles";
import { opcoesDoToken } from "@/lib/token-cookie";
import { cspDaPagina } from "@/lib/seguranca";

/**
 * Every page: its Content-Security-Policy with a fresh nonce, and the API token's cookie written back from
 * the session when it is missing (a browser that restarts drops it, and keeps the 12-hour session: the
 * catalogue's header, which has no session in the browser, would call the API without it and be signed out).
 * A protected page opened without a session goes to sign-in with SessionRequired and a way back. Group checks
 * happen here for a fast refusal and again in each area's layout on the server.
 */
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;

  const nonce = btoa(crypto.randomUUID());
  const csp = cspDaPagina(nonce, process.env.NODE_ENV === "development");
  const comCsp = (res: NextResponse) => {
    res.headers.set("Content-Security-Policy", csp);
    return res;
  };
  // Next reads the policy from the request to put the nonce on the scripts it renders.
  const headers = new Headers(req.headers);
  headers.set("Content-Security-Policy", csp);
  const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET });
  const seguir = () => {
    const res = comCsp(NextResponse.next({ request: { headers } }));
    const hubToken = token && !token.error ? token.hubToken : undefined;
    // Only as a document loads: a prefetch in flight while the user signs out would write it back.
    const documento = req.headers.get("sec-fetch-dest") === "document";
    if (hubToken && documento && req.cookies.get(TOKEN_COOKIE)?.value !== hubToken)
      res.cookies.set(TOKEN_COOKIE, hubToken, opcoesDoToken(req.nextUrl.protocol === "https:"));
    return res;
  };

  if (!areaOfPath(pathname)) return seguir();
  if (!token?.hubUser || token.error) {
    const login = new URL("/login", req.url);
    login.searchParams.set("error", "SessionRequired");
    login.searchParams.set("callbackUrl", pathname + search);
    return comCsp(NextResponse.redirect(login));
  }
  if (!canEnter(token.hubUser, pathname))
    return comCsp(
      NextResponse.rewrite(new URL("/acesso-negado", req.url), { status: 403, request: { headers } }),
    );
  return seguir();
}

export const config = {
  // Pages only: the API's headers come from next.config.ts, the build's static files run no script of ours.
  matcher: ["/((?!api/|_next/static|_next/image).*)"],
};
