import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { Empresas } from "@/components/empresa/interno/empresas";
import { EMPRESAS_PATH } from "@/lib/paths";
import { GESTAO } from "@/lib/roles";

export const metadata: Metadata = { title: "Empresas" };

export default function Page() {
  return (
    <RoleGate groups={GESTAO} leUrl>
      <Empresas base={EMPRESAS_PATH.interno} />
    </RoleGate>
  );
}
