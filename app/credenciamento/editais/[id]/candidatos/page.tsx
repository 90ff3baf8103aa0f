import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RoleGate } from "@/components/layout/role-gate";
import { Candidatos } from "@/components/edital/resultado/candidatos";
import { parseId } from "@/lib/paths";
import { GESTAO } from "@/lib/roles";

export const metadata: Metadata = { title: "Candidatos do edital" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return (
    <RoleGate groups={[...GESTAO, "admin"]}>
      <Candidatos edital={id} />
    </RoleGate>
  );
}
