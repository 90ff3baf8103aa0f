import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RoleGate } from "@/components/layout/role-gate";
import { EditarQuestionario } from "@/components/questionario/questionario-detalhe";
import { parseId, QUESTIONARIOS_PATH } from "@/lib/paths";
import { GESTAO } from "@/lib/roles";

export const metadata: Metadata = { title: "Questionário" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return (
    <RoleGate groups={GESTAO}>
      <EditarQuestionario id={id} base={QUESTIONARIOS_PATH.interno} />
    </RoleGate>
  );
}
