import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { StaffHome } from "@/components/home/staff-home";
import { PainelCoordenador } from "@/components/dash/painel-coordenador";
import { lerPainel } from "./dados";

export const metadata: Metadata = { title: "Painel do coordenador" };

export default async function Page() {
  return (
    <RoleGate groups={["coordenador"]}>
      <StaffHome role="coordenador" painel={<PainelCoordenador servidor={await lerPainel()} />} />
    </RoleGate>
  );
}
