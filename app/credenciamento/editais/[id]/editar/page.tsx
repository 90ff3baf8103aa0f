import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RoleGate } from "@/components/layout/role-gate";
import { EditarEdital } from "@/components/edital/editor/pagina-editor";
import { parseId } from "@/lib/paths";
import { GESTORES_DE_EDITAL } from "@/lib/roles";

export const metadata: Metadata = { title: "Editar edital" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return (
    <RoleGate groups={GESTORES_DE_EDITAL}>
      <EditarEdital id={id} />
    </RoleGate>
  );
}
