import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { ProjetosDaParte } from "@/components/projeto/projetos-da-parte";

export const metadata: Metadata = { title: "Projetos" };

export default function Page() {
  return (
    <RoleGate groups={["cliente"]}>
      <ProjetosDaParte parte="cliente" />
    </RoleGate>
  );
}
