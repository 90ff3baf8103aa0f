import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RoleGate } from "@/components/layout/role-gate";
import { DetalheEmpresa } from "@/components/empresa/interno/detalhe";
import { EMPRESAS_PATH, parseId } from "@/lib/paths";
import { GESTAO } from "@/lib/roles";

export const metadata: Metadata = { title: "Empresa" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return (
    <RoleGate groups={GESTAO}>
      <DetalheEmpresa id={id} voltar={EMPRESAS_PATH.interno} solicitacoes="/interno/solicitacoes" />
    </RoleGate>
  );
}
