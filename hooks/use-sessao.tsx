"use client";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { Session } from "next-auth";
import { REDIRECTED_URL } from "@/lib/api-client";
import { sair } from "@/lib/saida";
import { clearToken, storeToken } from "@/lib/token-cookie";

// undefined: no provider above (a mistake); null: no one signed in.
const Contexto = createContext<Session | null | undefined>(undefined);

const pollSeconds = Number(process.env.NEXT_PUBLIC_SESSION_POLL_SECONDS ?? 300) || 0;

/** Where next-auth's client tells the other tabs that a session ended (its `signOut` writes it). */
const SINAL_DO_NEXT_AUTH = "nextauth.message";

/** The session as next-auth's endpoint has it now: null when no one is signed in, undefined when it did not answer. */
async function pedirSessao(): Promise<Session | null | undefined> {
  try {
    // Absolute, as the API client's calls are (in tests, fetch has no page to resolve against).
    const resposta = await fetch(new URL("/api/auth/session", window.location.href));
    if (!resposta.ok) return undefined;
    // next-auth answers {} when no one is signed in.
    const corpo = (await resposta.json()) as Partial<Session>;
    return corpo.user ? (corpo as Session) : null;
  } catch {
    return undefined;
  }
}

let emCurso: Promise<Session | null | undefined> | undefined;

/** pedirSessao, shared by the readers that ask at the same moment: a cart's page has two (its header, the cart). */
function lerSessao(): Promise<Session | null | undefined> {
  emCurso ??= pedirSessao().finally(() => {
    emCurso = undefined;
  });
  return emCurso;
}

/**
 * Reads the session again when the tab comes back into view, every NEXT_PUBLIC_SESSION_POLL_SECONDS and when
 * another tab signs out, and gives it to `aoLer` (a stable function): null when it ended. An answer that does
 * not come (offline, a restart) gives nothing.
 */
export function useSessaoRelida(aoLer: (sessao: Session | null) => void) {
  useEffect(() => {
    let montado = true;
    const atualizar = async () => {
      const lida = await lerSessao();
      if (montado && lida !== undefined) aoLer(lida);
    };
    const aoVoltar = () => {
      if (document.visibilityState === "visible") void atualizar();
    };
    const aoSinal = (evento: StorageEvent) => {
      if (evento.key === SINAL_DO_NEXT_AUTH) void atualizar();
    };
    document.addEventListener("visibilitychange", aoVoltar);
    window.addEventListener("storage", aoSinal);
    const poll = pollSeconds > 0 ? setInterval(() => void atualizar(), pollSeconds * 1000) : undefined;
    return () => {
      montado = false;
      document.removeEventListener("visibilitychange", aoVoltar);
      window.removeEventListener("storage", aoSinal);
      clearInterval(poll);
    };
  }, [aoLer]);
}

/**
 * Who is signed in, for the pages that call the API: the session the server read for the page, read again
 * (useSessaoRelida) from next-auth's endpoint. It keeps the hub-token cookie in step and ends a session the API revoked. `exigida` (the areas,
 * whose pages are only for someone signed in): a session that ended elsewhere leaves for /login as a revoked one
 * does, rather than show "Entrar" over a page the next call would refuse. It stands in for
 * next-auth's SessionProvider, whose client every signed-in page evaluated while hydrating (issue 10); an answer
 * that does not come keeps the session, where next-auth's dropped it and the token with it.
 */
export function SessaoProvider({
  session,
  exigida = false,
  children,
}: {
  session: Session | null;
  exigida?: boolean;
  children: ReactNode;
}) {
  const [data, setData] = useState(session);
  useSessaoRelida(setData);

  useEffect(() => {
    if (data?.error || (!data && exigida)) void sair(REDIRECTED_URL);
    else if (!data) clearToken();
    else if (data.hubToken) storeToken(data.hubToken);
  }, [data, exigida]);

  return <Contexto.Provider value={data}>{children}</Contexto.Provider>;
}

/** The session of SessaoProvider (Providers brings it): null when no one is signed in. */
export function useSessao(): Session | null {
  const sessao = useContext(Contexto);
  if (sessao === undefined) throw new Error("useSessao outside SessaoProvider");
  return sessao;
}
