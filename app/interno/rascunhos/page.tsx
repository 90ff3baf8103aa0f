import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { Rascunhos } from "@/components/solicitacao/rascunho/rascunhos";
import { GESTAO } from "@/lib/roles";

export const metadata: Metadata = { title: "Rascunhos" };

export default function Page() {
  return (
    <RoleGate groups={GESTAO}>
      <Rascunhos />
    </RoleGate>
  );
}
