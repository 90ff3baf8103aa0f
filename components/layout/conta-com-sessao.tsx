"use client";
import { useCallback } from "react";
import { useRouter } from "next/navigation";
import type { Session } from "next-auth";
import type { HubUser } from "@/lib/auth";
import { useSessaoRelida } from "@/hooks/use-sessao";
import { Consultas } from "./providers";
import { Conta } from "./conta";

/**
 * The header's signed-in part on the shop's pages (LojaShell), which know the user from the server: it brings
 * its own query client, and needs no session (its calls carry the token's cookie). When the session ends
 * elsewhere (another tab signs out), the page is drawn again on the server, which then offers "Entrar". It draws
 * nothing with antd until its bell or picture is opened, and they bring antd then.
 */
export function ContaComSessao({ user }: { user: HubUser }) {
  const router = useRouter();
  const aoLer = useCallback(
    (sessao: Session | null) => {
      if (!sessao) router.refresh();
    },
    [router],
  );
  useSessaoRelida(aoLer);
  return (
    <Consultas>
      <Conta user={user} />
    </Consultas>
  );
}
