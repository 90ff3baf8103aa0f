import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { PropostasPrestador } from "@/components/proposta/propostas-prestador";

export const metadata: Metadata = { title: "Propostas" };

export default function Page() {
  return (
    <RoleGate groups={["prestador"]}>
      <PropostasPrestador />
    </RoleGate>
  );
}
