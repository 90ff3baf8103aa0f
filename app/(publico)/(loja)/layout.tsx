import type { ReactNode } from "react";
import { AppShell } from "@/components/layout/app-shell";

/** The shop is open to everyone: same shell as the areas, with "Entrar" for visitors. */
export default function Layout({ children }: { children: ReactNode }) {
  return <AppShell>{children}</AppShell>;
}
