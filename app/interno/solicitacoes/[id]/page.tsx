import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parseId } from "@/lib/paths";
import { STAFF } from "@/lib/roles";
import { RoleGate } from "@/components/layout/role-gate";
import { Detalhe } from "@/components/solicitacao/detalhe/detalhe";
import { lerSolicitacao } from "./dados";

export const metadata: Metadata = { title: "Solicitação" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return (
    <RoleGate groups={STAFF}>
      <Detalhe id={id} servidor={await lerSolicitacao(id)} />
    </RoleGate>
  );
}
