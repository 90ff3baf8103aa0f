import type { NextAuthOptions, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { cookies } from "next/headers";
import { enderecoAssinado, enderecoDoCliente } from "./endereco";
import { env, hubServerUrl, publicUrl } from "./env";

const HUB = hubServerUrl(env);
// How long a session trusts its Hub token before asking the API again whether it still holds.
const RECHECK_MS = 60_000;

/**
 * The secret the API gave this browser when it last signed in (`dispositivo`): sent with its next sign-ins, so a
 * flood of guesses at the account from elsewhere does not hold it back. Only next-auth's routes read it, and no
 * script; it outlives sign-out. The API forgets a device unused for 90 days, whatever the cookie says.
 */
const DISPOSITIVO_COOKIE = "hub-dispositivo";
const opcoesDoDispositivo = {
  httpOnly: true,
  sameSite: "lax" as const,
  secure: publicUrl(env).startsWith("https://"),
  path: "/api/auth",
  maxAge: 365 * 86_400,
};

export type HubUser = {
  id: number;
  nome: string;
  sobrenome: string;
  email: string;
  groups: { id: number; name: string }[];
};

async function hubLogin(username: string, password: string, endereco: string, dispositivo?: string) {
  let res: Response;
  try {
    res = await fetch(`${HUB}/auth/login/`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...enderecoAssinado(endereco, env.NEXTAUTH_SECRET),
      },
      body: JSON.stringify({ username, password, dispositivo }),
      cache: "no-store",
    });
  } catch {
    // Surfaces to the sign-in form as `error: "connectionrefused"`.
    throw new Error("connectionrefused");
  }
  if (res.status === 401 || res.status === 400) return null;
  // The account or the address is held back for a while: the form says so, not that the server is down.
  if (res.status === 429) throw new Error("tooManyAttempts");
  if (!res.ok) throw new Error("connectionrefused");
  return (await res.json()) as { token: string; user: HubUser; dispositivo: string };
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
        const cookieStore = await cookies();
        const dispositivo = cookieStore.get(DISPOSITIVO_COOKIE)?.value;
        const result = await hubLogin(credentials.username, credentials.password, endereco, dispositivo);
        if (!result) return null;
        cookieStore.set(DISPOSITIVO_COOKIE, result.dispositivo, opcoesDoDispositivo);
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
