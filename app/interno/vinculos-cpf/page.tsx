import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { VinculosCpf } from "@/components/sas/vinculos";
import { STAFF } from "@/lib/roles";

export const metadata: Metadata = { title: "Vínculos de CPF" };

export default function Page() {
  return (
    <RoleGate groups={STAFF} leUrl>
      <VinculosCpf />
    </RoleGate>
  );
}
