import type { Metadata } from "next";
import { LojaShell } from "@/components/layout/loja-shell";
import { Forbidden } from "@/components/layout/forbidden";

export const metadata: Metadata = { title: "Acesso negado" };

export default function AccessDeniedPage() {
  return (
    <LojaShell>
      <Forbidden home="/" />
    </LojaShell>
  );
}
