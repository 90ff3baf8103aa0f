import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parseId } from "@/lib/paths";
import { RoleGate } from "@/components/layout/role-gate";
import { EditalDoAvaliadorPagina } from "@/components/edital/avaliacao/edital";

export const metadata: Metadata = { title: "Edital em avaliação" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return (
    <RoleGate groups={["avaliador"]}>
      <EditalDoAvaliadorPagina id={id} />
    </RoleGate>
  );
}
