import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parseId } from "@/lib/paths";
import { RoleGate } from "@/components/layout/role-gate";
import { InscricaoDetalhePagina } from "@/components/edital/inscricao/detalhe";

export const metadata: Metadata = { title: "Avaliação da inscrição" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return (
    <RoleGate groups={["avaliador"]}>
      <InscricaoDetalhePagina id={id} lado="avaliador" />
    </RoleGate>
  );
}
