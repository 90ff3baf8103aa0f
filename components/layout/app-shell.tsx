"use client";
import type { ReactNode } from "react";
import { useSession } from "next-auth/react";
import { Providers } from "./providers";
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

/** The shell of the areas: the session and the query client for their pages, in the usual frame. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <ComSessao>{children}</ComSessao>
    </Providers>
  );
}
