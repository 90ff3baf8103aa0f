"use client";
import type { HubUser } from "@/lib/auth";
import { Consultas } from "./providers";
import { Conta } from "./conta";
import { Tema } from "./tema";

/**
 * The header's signed-in part on the shop's pages (LojaShell), which know the user from the server: it brings
 * its own query client and antd, and no session provider, since the cart's page has one (only one may be on a
 * page).
 */
export function ContaComSessao({ user }: { user: HubUser }) {
  return (
    <Consultas>
      <Tema>
        <Conta user={user} />
      </Tema>
    </Consultas>
  );
}
