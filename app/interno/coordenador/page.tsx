import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { StaffHome } from "@/components/home/staff-home";

export const metadata: Metadata = { title: "Painel do coordenador" };

export default function Page() {
  return (
    <RoleGate groups={["coordenador"]}>
      <StaffHome role="coordenador" />
    </RoleGate>
  );
}
