import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RoleGate } from "@/components/layout/role-gate";
import { ProjetoDetalhe } from "@/components/projeto/projeto-detalhe";
import { STAFF } from "@/lib/roles";

export const metadata: Metadata = { title: "Projeto" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return (
    <RoleGate groups={STAFF}>
      <ProjetoDetalhe id={id} />
    </RoleGate>
  );
}
