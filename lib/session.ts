import "server-only";
import { cache } from "react";
import { getServerSession, type Session } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions, type HubUser } from "./auth";
import { hasAnyRole, type Group } from "./roles";
import { LOGIN_PATH } from "./paths";

/** The session of the request being rendered, read once however many layouts, gates and pages ask. */
const sessao = cache(() => getServerSession(authOptions));

/**
 * The signed-in user of a server-rendered page, or a redirect to sign-in. `allowed` says whether the
 * user's groups may see the page; layouts render a refusal when not (the proxy has usually refused first).
 * `session` is the whole session, which the areas hand to their session provider.
 */
export async function requireUser(
  groups: readonly Group[],
): Promise<{ user: HubUser; allowed: boolean; session: Session }> {
  const session = await sessao();
  if (!session?.user) redirect(`${LOGIN_PATH}?error=SessionRequired`);
  if (session.error) redirect(`${LOGIN_PATH}?redirected=true`);
  return { user: session.user, allowed: hasAnyRole(session.user, groups), session };
}

/** The session of a public page that calls the API as whoever is signed in (the cart), or null: a visitor, or a
 * session the API revoked. */
export async function sessaoValida(): Promise<Session | null> {
  const session = await sessao();
  return session?.user && !session.error ? session : null;
}

/** Who is signed in, for a public page that only shows it. */
export async function usuarioDaSessao(): Promise<HubUser | null> {
  return (await sessaoValida())?.user ?? null;
}

/** The API token of the signed-in user, for a page that reads the API on the server (server/leitura.ts). */
export async function tokenDaSessao(): Promise<string | null> {
  return (await sessaoValida())?.hubToken ?? null;
}
