import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { ListaDeEditais } from "@/components/edital/editor/lista";
import { GESTORES_DE_EDITAL } from "@/lib/roles";

export const metadata: Metadata = { title: "Editais" };

export default function Page() {
  return (
    <RoleGate groups={GESTORES_DE_EDITAL} leUrl>
      <ListaDeEditais />
    </RoleGate>
  );
}
