import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth";

const handler = NextAuth(authOptions);

// Credentials sign in only by POST; next-auth answers a GET of their callback by throwing (a 500).
const CALLBACK_CREDENCIAIS = /\/callback\/credentials\/?$/;

function GET(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) {
  if (CALLBACK_CREDENCIAIS.test(new URL(req.url).pathname))
    return Response.json({ detail: "Método não permitido." }, { status: 405, headers: { Allow: "POST" } });
  return handler(req, ctx);
}

export { GET, handler as POST };
