import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { EmpresaHome } from "@/components/home/empresa-home";
import { PainelPrestador } from "@/components/dash/painel-prestador";
import { lerPainel } from "./dados";

export const metadata: Metadata = { title: "Painel do prestador" };

export default async function Page() {
  return (
    <RoleGate groups={["prestador"]}>
      <EmpresaHome kind="prestador" painel={<PainelPrestador servidor={await lerPainel()} />} />
    </RoleGate>
  );
}
