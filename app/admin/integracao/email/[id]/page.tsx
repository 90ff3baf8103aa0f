import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HistoricoDoEmail } from "@/components/admin/integracao/historicos";
import { parseId } from "@/lib/paths";

export const metadata: Metadata = { title: "Histórico do e-mail" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <HistoricoDoEmail id={parseId(id) ?? notFound()} />;
}
