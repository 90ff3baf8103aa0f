"use client";
import type { ReactNode } from "react";
import { useSessao } from "@/hooks/use-sessao";
import { Moldura } from "./moldura";
import { Conta } from "./conta";
import { LinkEntrar } from "./link-entrar";

/** The frame with who is signed in (read from Providers' session): their controls, or "Entrar". */
export function ComSessao({ children }: { children: ReactNode }) {
  const { data, status } = useSessao();
  const user = data?.user ?? null;
  const conta = user ? <Conta user={user} /> : status === "unauthenticated" && <LinkEntrar />;
  return (
    <Moldura user={user} conta={conta}>
      {children}
    </Moldura>
  );
}
