import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { NovoEdital } from "@/components/edital/editor/pagina-editor";
import { GESTORES_DE_EDITAL } from "@/lib/roles";

export const metadata: Metadata = { title: "Novo edital" };

export default function Page() {
  return (
    <RoleGate groups={GESTORES_DE_EDITAL}>
      <NovoEdital />
    </RoleGate>
  );
}
