"use client";
import type { ReactNode } from "react";
import { useSession } from "next-auth/react";
import { Moldura } from "./moldura";
import { Conta } from "./conta";
import { LinkEntrar } from "./link-entrar";

/** The frame with who is signed in (read from Providers' session): their controls, or "Entrar". */
export function ComSessao({ children }: { children: ReactNode }) {
  const { data, status } = useSession();
  const user = data?.user ?? null;
  const conta = user ? <Conta user={user} /> : status === "unauthenticated" && <LinkEntrar />;
  return (
    <Moldura user={user} conta={conta}>
      {children}
    </Moldura>
  );
}
