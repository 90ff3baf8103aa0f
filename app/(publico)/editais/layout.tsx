import type { ReactNode } from "react";
import { LojaShell } from "@/components/layout/loja-shell";

/** Tenders are public, like the shop: the same frame, with "Entrar" for visitors. */
export default function Layout({ children }: { children: ReactNode }) {
  return <LojaShell>{children}</LojaShell>;
}
