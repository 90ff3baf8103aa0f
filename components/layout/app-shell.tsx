"use client";
import type { ReactNode } from "react";
import type { Session } from "next-auth";
import { useSession } from "next-auth/react";
import { Providers } from "./providers";
import { Tema } from "./tema";
import { Moldura } from "./moldura";
import { Conta } from "./conta";
import { LinkEntrar } from "./link-entrar";

function ComSessao({ children }: { children: ReactNode }) {
  const { data, status } = useSession();
  const user = data?.user ?? null;
  const conta = user ? <Conta user={user} /> : status === "unauthenticated" && <LinkEntrar />;
  return (
    <Moldura user={user} conta={conta}>
      {children}
    </Moldura>
  );
}

/**
 * The shell of the areas: the session, the query client and antd for their pages, in the usual frame. The session
 * comes from the server, so the page it sends already has the user's name, menu and controls (no request for
 * it after hydration, and nothing moving in when it answers).
 */
export function AppShell({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <Providers session={session}>
      <Tema>
        <ComSessao>{children}</ComSessao>
      </Tema>
    </Providers>
  );
}
