import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { ListaDeAvaliacoes } from "@/components/edital/avaliacao/lista";

export const metadata: Metadata = { title: "Avaliações" };

export default function Page() {
  return (
    <RoleGate groups={["avaliador"]}>
      <ListaDeAvaliacoes />
    </RoleGate>
  );
}
