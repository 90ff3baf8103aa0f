import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parseId } from "@/lib/paths";
import { RoleGate } from "@/components/layout/role-gate";
import { PropostaPrestador } from "@/components/proposta/proposta-prestador";

export const metadata: Metadata = { title: "Proposta" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return (
    <RoleGate groups={["prestador"]}>
      <PropostaPrestador id={id} />
    </RoleGate>
  );
}
