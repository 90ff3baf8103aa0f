import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { DiagnosticosConsultor } from "@/components/diagnostico/diagnosticos-consultor";
import { STAFF } from "@/lib/roles";

export const metadata: Metadata = { title: "Diagnósticos" };

export default function Page() {
  return (
    <RoleGate groups={STAFF}>
      <DiagnosticosConsultor />
    </RoleGate>
  );
}
