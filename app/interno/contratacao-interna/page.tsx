import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { ContratacaoInterna } from "@/components/solicitacao-criacao/contratacao-interna";
import { rascunhoDaBusca } from "@/components/solicitacao-criacao/regras";
import { GESTAO } from "@/lib/roles";

export const metadata: Metadata = { title: "Contratação interna" };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ rascunho?: string | string[] }>;
}) {
  const rascunho = rascunhoDaBusca((await searchParams).rascunho);
  return (
    <RoleGate groups={GESTAO}>
      <ContratacaoInterna key={rascunho ?? "nova"} rascunho={rascunho} />
    </RoleGate>
  );
}
