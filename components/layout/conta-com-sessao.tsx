"use client";
import type { HubUser } from "@/lib/auth";
import { Providers } from "./providers";
import { Conta } from "./conta";

/** The header's signed-in part on a page without Providers (LojaShell): it brings its own. */
export function ContaComSessao({ user }: { user: HubUser }) {
  return (
    <Providers>
      <Conta user={user} />
    </Providers>
  );
}
