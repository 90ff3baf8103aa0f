import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { NovaSolicitacao } from "@/components/solicitacao-criacao/nova-solicitacao";
import { rascunhoDaBusca } from "@/components/solicitacao-criacao/regras";
import { GESTAO } from "@/lib/roles";

export const metadata: Metadata = { title: "Nova solicitação" };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ rascunho?: string | string[] }>;
}) {
  const rascunho = rascunhoDaBusca((await searchParams).rascunho);
  return (
    <RoleGate groups={GESTAO}>
      <NovaSolicitacao key={rascunho ?? "nova"} rascunho={rascunho} />
    </RoleGate>
  );
}
