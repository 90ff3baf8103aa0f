import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { DiagnosticosDaParte } from "@/components/diagnostico/diagnosticos-da-parte";

export const metadata: Metadata = { title: "Diagnósticos" };

export default function Page() {
  return (
    <RoleGate groups={["prestador"]}>
      <DiagnosticosDaParte parte="prestador" />
    </RoleGate>
  );
}
