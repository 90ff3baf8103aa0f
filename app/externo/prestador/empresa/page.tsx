import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { MinhaEmpresa } from "@/components/empresa/credenciamento/minha-empresa";

export const metadata: Metadata = { title: "Minha empresa" };

export default function Page() {
  return (
    <RoleGate groups={["prestador"]}>
      <MinhaEmpresa />
    </RoleGate>
  );
}
