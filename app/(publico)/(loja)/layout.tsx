import type { ReactNode } from "react";
import { LojaShell } from "@/components/layout/loja-shell";

/** The shop is open to everyone: the usual frame, with "Entrar" for visitors, and no session provider. */
export default function Layout({ children }: { children: ReactNode }) {
  return <LojaShell>{children}</LojaShell>;
}
