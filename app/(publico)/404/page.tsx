import type { Metadata } from "next";
import { AppShell } from "@/components/layout/app-shell";
import { NotFoundResult } from "@/components/layout/not-found-result";

export const metadata: Metadata = { title: "Página não encontrada" };

export default function NotFoundPage() {
  return (
    <AppShell>
      <NotFoundResult />
    </AppShell>
  );
}
