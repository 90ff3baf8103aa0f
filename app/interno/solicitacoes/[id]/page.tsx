import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RoleGate } from "@/components/layout/role-gate";
import { Detalhe } from "@/components/solicitacao-interno/detalhe";

export const metadata: Metadata = { title: "Solicitação" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return (
    <RoleGate groups={["consultor", "gestor", "coordenador", "interno"]}>
      <Detalhe id={id} />
    </RoleGate>
  );
}
