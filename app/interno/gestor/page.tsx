import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { StaffHome } from "@/components/home/staff-home";

export const metadata: Metadata = { title: "Painel do gestor" };

export default function Page() {
  return (
    <RoleGate groups={["gestor"]}>
      <StaffHome role="gestor" />
    </RoleGate>
  );
}
