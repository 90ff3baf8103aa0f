import type { NextAuthOptions, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { enderecoAssinado, enderecoDoCliente } from "./endereco";
import { env, hubServerUrl } from "./env";

const HUB = hubServerUrl(env);
// How long a session trusts its Hub token before asking the API again whether it still holds.
const RECHECK_MS = 60_000;

export type HubUser = {
  id: number;
  nome: string;
  sobrenome: string;
  email: string;
  groups: { id: number; name: string }[];
};

async function hubLogin(username: string, password: string, endereco: string) {
  let res: Response;
  try {
    res = await fetch(`${HUB}/auth/login/`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...enderecoAssinado(endereco, env.NEXTAUTH_SECRET),
      },
      body: JSON.stringify({ username, password }),
      cache: "no-store",
    });
  } catch {
    // Surfaces to the sign-in form as `error: "connectionrefused"`.
    throw new Error("connectionrefused");
  }
  if (res.status === 401 || res.status === 400) return null;
  if (!res.ok) throw new Error("connectionrefused");
  return (await res.json()) as { token: string; user: HubUser };
}

async function tokenStillValid(hubToken: string): Promise<boolean> {
  try {
    const res = await fetch(`${HUB}/auth/me/`, {
      headers: { authorization: `Bearer ${hubToken}` },
      cache: "no-store",
    });
    return res.status !== 401;
  } catch {
    // An unreachable API says nothing about the token; the browser's own calls report that case.
    return true;
  }
}

export const authOptions: NextAuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
  pages: { signIn: "/login", error: "/login" },
  providers: [
    CredentialsProvider({
      name: "Hub",
      credentials: {
        username: { label: "E-mail ou CPF", type: "text" },
        password: { label: "Senha", type: "password" },
      },
      async authorize(credentials, req) {
        if (!credentials?.username || !credentials.password) return null;
        const cabecalho = (nome: string) => {
          const valor = req.headers?.[nome];
          return Array.isArray(valor) ? valor.join(",") : valor;
        };
        const endereco = enderecoDoCliente(cabecalho, env.HUB_TRUSTED_PROXIES);
        const result = await hubLogin(credentials.username, credentials.password, endereco);
        if (!result) return null;
        return { id: String(result.user.id), hubToken: result.token, hubUser: result.user } as User;
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) return { ...token, hubToken: user.hubToken, hubUser: user.hubUser, checkedAt: Date.now() };
      if (!token.hubToken || token.error || Date.now() - (token.checkedAt ?? 0) < RECHECK_MS) return token;
      if (await tokenStillValid(token.hubToken)) return { ...token, checkedAt: Date.now() };
      return { ...token, error: "SessionRevoked" };
    },
    async session({ session, token }) {
      return { ...session, user: token.hubUser, hubToken: token.hubToken, error: token.error };
    },
  },
  events: {
    // Revokes the Hub token with the session, so a copied cookie stops working at sign-out.
    async signOut({ token }) {
      if (!token?.hubToken) return;
      await fetch(`${HUB}/auth/logout/`, {
        method: "POST",
        headers: { authorization: `Bearer ${token.hubToken}` },
      }).catch(() => undefined);
    },
  },
};
