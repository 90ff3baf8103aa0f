"use client";
import type { HubUser } from "@/lib/auth";
import { Consultas } from "./providers";
import { Conta } from "./conta";

/**
 * The header's signed-in part on the shop's pages (LojaShell), which know the user from the server: it brings
 * its own query client, and needs no session (its calls carry the token's cookie). It draws nothing with antd
 * until its bell or picture is opened, and they bring antd then.
 */
export function ContaComSessao({ user }: { user: HubUser }) {
  return (
    <Consultas>
      <Conta user={user} />
    </Consultas>
  );
}
