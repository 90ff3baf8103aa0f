import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { MinhasInscricoes } from "@/components/edital/inscricao/minhas";

export const metadata: Metadata = { title: "Inscrições em editais" };

export default function Page() {
  return (
    <RoleGate groups={["prestador"]}>
      <MinhasInscricoes />
    </RoleGate>
  );
}
