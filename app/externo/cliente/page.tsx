import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { EmpresaHome } from "@/components/home/empresa-home";

export const metadata: Metadata = { title: "Painel do cliente" };

export default function Page() {
  return (
    <RoleGate groups={["cliente"]}>
      <EmpresaHome kind="cliente" />
    </RoleGate>
  );
}
