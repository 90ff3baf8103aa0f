import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { ProjetosConsultor } from "@/components/projeto/projetos-consultor";
import { STAFF } from "@/lib/roles";

export const metadata: Metadata = { title: "Projetos" };

export default function Page() {
  return (
    <RoleGate groups={STAFF}>
      <ProjetosConsultor />
    </RoleGate>
  );
}
