import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { areaOfPath, canEnter } from "@/lib/roles";

/**
 * Route guard: a protected page opened without a session goes to sign-in with SessionRequired and a way
 * back. Group checks happen here for a fast refusal and again in each area's layout on the server.
 */
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (!areaOfPath(pathname)) return NextResponse.next();
  const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET });
  if (!token?.hubUser || token.error) {
    const login = new URL("/login", req.url);
    login.searchParams.set("error", "SessionRequired");
    login.searchParams.set("callbackUrl", pathname + search);
    return NextResponse.redirect(login);
  }
  if (!canEnter(token.hubUser, pathname))
    return NextResponse.rewrite(new URL("/acesso-negado", req.url), { status: 403 });
  return NextResponse.next();
}

export const config = {
  matcher: ["/externo/:path*", "/interno/:path*", "/admin/:path*", "/credenciamento/:path*"],
};
