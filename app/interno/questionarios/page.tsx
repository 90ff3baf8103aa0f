import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { Questionarios } from "@/components/questionario/questionarios";
import { QUESTIONARIOS_PATH } from "@/lib/paths";
import { GESTAO } from "@/lib/roles";

export const metadata: Metadata = { title: "Questionários" };

export default function Page() {
  return (
    <RoleGate groups={GESTAO} leUrl>
      <Questionarios base={QUESTIONARIOS_PATH.interno} />
    </RoleGate>
  );
}
