import type { Metadata } from "next";
import { LojaShell } from "@/components/layout/loja-shell";
import { NotFoundResult } from "@/components/layout/not-found-result";

export const metadata: Metadata = { title: "Página não encontrada" };

export default function NotFoundPage() {
  return (
    <LojaShell>
      <NotFoundResult />
    </LojaShell>
  );
}
