import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { EmpresaHome } from "@/components/home/empresa-home";
import { PainelCliente } from "@/components/dash/painel-cliente";
import { lerPainel } from "./dados";

export const metadata: Metadata = { title: "Painel do cliente" };

export default async function Page() {
  return (
    <RoleGate groups={["cliente"]}>
      <EmpresaHome kind="cliente" painel={<PainelCliente servidor={await lerPainel()} />} />
    </RoleGate>
  );
}
