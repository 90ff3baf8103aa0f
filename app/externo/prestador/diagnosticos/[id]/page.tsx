import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parseId } from "@/lib/paths";
import { RoleGate } from "@/components/layout/role-gate";
import { DiagnosticoDaParte } from "@/components/diagnostico/diagnostico-da-parte";

export const metadata: Metadata = { title: "Diagnóstico" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return (
    <RoleGate groups={["prestador"]}>
      <DiagnosticoDaParte id={id} parte="prestador" />
    </RoleGate>
  );
}
