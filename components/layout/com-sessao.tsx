"use client";
import type { ReactNode } from "react";
import { useSessao } from "@/hooks/use-sessao";
import { Moldura } from "./moldura";
import { Conta } from "./conta";
import { LinkEntrar } from "./link-entrar";

/** The frame with who is signed in (read from Providers' session): their controls, or "Entrar". */
export function ComSessao({ children }: { children: ReactNode }) {
  const user = useSessao()?.user ?? null;
  const conta = user ? <Conta user={user} /> : <LinkEntrar />;
  return (
    <Moldura user={user} conta={conta}>
      {children}
    </Moldura>
  );
}
