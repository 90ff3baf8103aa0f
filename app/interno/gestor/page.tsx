import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { StaffHome } from "@/components/home/staff-home";
import { PainelGestor } from "@/components/dash/painel-gestor";
import { lerPainel } from "./dados";

export const metadata: Metadata = { title: "Painel do gestor" };

export default async function Page() {
  return (
    <RoleGate groups={["gestor"]}>
      <StaffHome role="gestor" painel={<PainelGestor servidor={await lerPainel()} />} />
    </RoleGate>
  );
}
