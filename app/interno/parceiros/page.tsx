import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { Parceiros } from "@/components/parceiro/parceiros";
import { GESTAO } from "@/lib/roles";

export const metadata: Metadata = { title: "Parceiros" };

export default function Page() {
  return (
    <RoleGate groups={GESTAO} leUrl>
      <Parceiros />
    </RoleGate>
  );
}
