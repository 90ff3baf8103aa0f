import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parseId } from "@/lib/paths";
import { RoleGate } from "@/components/layout/role-gate";
import { FormularioDeInscricao } from "@/components/edital/inscricao/formulario";

export const metadata: Metadata = { title: "Inscrição no edital" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return (
    <RoleGate groups={["prestador"]}>
      <FormularioDeInscricao edital={id} />
    </RoleGate>
  );
}
