import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { AssinaturasDoPrograma } from "@/components/contrato/assinaturas-do-programa";
import { GESTAO } from "@/lib/roles";

export const metadata: Metadata = { title: "Assinaturas do programa" };

export default function Page() {
  return (
    <RoleGate groups={GESTAO} leUrl>
      <AssinaturasDoPrograma />
    </RoleGate>
  );
}
