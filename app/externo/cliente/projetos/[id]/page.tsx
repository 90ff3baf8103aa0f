import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parseId } from "@/lib/paths";
import { RoleGate } from "@/components/layout/role-gate";
import { ProjetoDaParte } from "@/components/projeto/projeto-da-parte";

export const metadata: Metadata = { title: "Projeto" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return (
    <RoleGate groups={["cliente"]}>
      <ProjetoDaParte id={id} parte="cliente" />
    </RoleGate>
  );
}
