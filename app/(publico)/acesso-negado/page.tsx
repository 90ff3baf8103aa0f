import type { Metadata } from "next";
import { AppShell } from "@/components/layout/app-shell";
import { Forbidden } from "@/components/layout/forbidden";

export const metadata: Metadata = { title: "Acesso negado" };

export default function AccessDeniedPage() {
  return (
    <AppShell>
      <Forbidden home="/" />
    </AppShell>
  );
}
