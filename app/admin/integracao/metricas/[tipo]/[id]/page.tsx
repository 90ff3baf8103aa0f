import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HistoricoDaMetrica } from "@/components/admin/integracao/historicos";
import { parseId } from "@/lib/paths";

export const metadata: Metadata = { title: "Histórico da métrica" };

export default async function Page({ params }: { params: Promise<{ tipo: string; id: string }> }) {
  const { tipo, id } = await params;
  if (tipo !== "solicitacao" && tipo !== "diagnostico") notFound();
  return <HistoricoDaMetrica tipo={tipo} id={parseId(id) ?? notFound()} />;
}
