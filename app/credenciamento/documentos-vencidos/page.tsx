import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { DocumentosVencidos } from "@/components/edital/resultado/documentos-vencidos";
import { GESTAO } from "@/lib/roles";

export const metadata: Metadata = { title: "Documentos vencidos" };

export default function Page() {
  return (
    <RoleGate groups={[...GESTAO, "admin"]}>
      <DocumentosVencidos />
    </RoleGate>
  );
}
