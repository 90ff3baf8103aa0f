import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { EmpresaHome } from "@/components/home/empresa-home";

export const metadata: Metadata = { title: "Painel do prestador" };

export default function Page() {
  return (
    <RoleGate groups={["prestador"]}>
      <EmpresaHome kind="prestador" />
    </RoleGate>
  );
}
