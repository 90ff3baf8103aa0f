import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parseId } from "@/lib/paths";
import { RoleGate } from "@/components/layout/role-gate";
import { DiagnosticoDetalhe } from "@/components/diagnostico/diagnostico-detalhe";
import { STAFF } from "@/lib/roles";

export const metadata: Metadata = { title: "Diagnóstico" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return (
    <RoleGate groups={STAFF}>
      <DiagnosticoDetalhe id={id} />
    </RoleGate>
  );
}
