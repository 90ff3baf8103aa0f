import type { ReactNode } from "react";
import { usuarioDaSessao } from "@/lib/session";
import { Moldura } from "./moldura";
import { LinkEntrar } from "./link-entrar";
import { ContaTardia } from "./conta-tardia";

/**
 * The shell of the public pages (catalogue, offer, cart, 404): the usual frame, with who is signed in read on
 * the server, so the page needs no session provider; the signed-in controls load apart (ContaTardia).
 */
export async function LojaShell({ children }: { children: ReactNode }) {
  const user = await usuarioDaSessao();
  return (
    <Moldura user={user} conta={user ? <ContaTardia user={user} /> : <LinkEntrar />}>
      {children}
    </Moldura>
  );
}
