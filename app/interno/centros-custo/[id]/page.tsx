import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RoleGate } from "@/components/layout/role-gate";
import { CentroCustoDetalhe } from "@/components/centrocusto/detalhe";
import { CENTROS_CUSTO_PATH, parseId } from "@/lib/paths";
import { GESTAO } from "@/lib/roles";

export const metadata: Metadata = { title: "Centro de custo" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return (
    <RoleGate groups={GESTAO} leUrl>
      <CentroCustoDetalhe id={id} base={CENTROS_CUSTO_PATH.interno} />
    </RoleGate>
  );
}
