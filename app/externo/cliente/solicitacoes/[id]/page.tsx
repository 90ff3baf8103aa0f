import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parseId } from "@/lib/paths";
import { RoleGate } from "@/components/layout/role-gate";
import { SolicitacaoDetalhe } from "@/components/solicitacao/solicitacao-detalhe";
import { lerSolicitacao } from "./dados";

export const metadata: Metadata = { title: "Solicitação" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return (
    <RoleGate groups={["cliente"]}>
      <SolicitacaoDetalhe id={id} servidor={await lerSolicitacao(id)} />
    </RoleGate>
  );
}
