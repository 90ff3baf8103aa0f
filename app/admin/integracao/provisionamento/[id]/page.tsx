import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HistoricoDoProvisionamento } from "@/components/admin/integracao/historicos";
import { parseId } from "@/lib/paths";

export const metadata: Metadata = { title: "Histórico do provisionamento" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <HistoricoDoProvisionamento id={parseId(id) ?? notFound()} />;
}
