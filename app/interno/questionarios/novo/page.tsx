import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { NovoQuestionario } from "@/components/questionario/questionario-detalhe";
import { QUESTIONARIOS_PATH } from "@/lib/paths";
import { GESTAO } from "@/lib/roles";

export const metadata: Metadata = { title: "Novo questionário" };

export default function Page() {
  return (
    <RoleGate groups={GESTAO}>
      <NovoQuestionario base={QUESTIONARIOS_PATH.interno} />
    </RoleGate>
  );
}
