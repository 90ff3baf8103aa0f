import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RoleGate } from "@/components/layout/role-gate";
import { ResultadoDoEdital } from "@/components/edital/resultado/resultado-do-edital";
import { parseId } from "@/lib/paths";
import { GESTAO } from "@/lib/roles";

export const metadata: Metadata = { title: "Resultado do edital" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return (
    <RoleGate groups={["prestador", "avaliador", ...GESTAO, "admin"]}>
      <ResultadoDoEdital edital={id} />
    </RoleGate>
  );
}
