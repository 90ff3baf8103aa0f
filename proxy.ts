import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { areaOfPath, canEnter } from "@/lib/roles";
import { cspDaPagina } from "@/lib/seguranca";

/**
 * Every page: its Content-Security-Policy with a fresh nonce; a protected page opened without a session goes
 * to sign-in with SessionRequired and a way back. Group checks happen here for a fast refusal and again in
 * each area's layout on the server.
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
  const seguir = () => comCsp(NextResponse.next({ request: { headers } }));

  if (!areaOfPath(pathname)) return seguir();
  const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET });
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
