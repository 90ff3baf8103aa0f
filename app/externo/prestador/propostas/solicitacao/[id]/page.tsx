import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parseId } from "@/lib/paths";
import { CotacaoPrestador } from "@/components/proposta/cotacao-prestador";

export const metadata: Metadata = { title: "Cotação" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return <CotacaoPrestador id={id} />;
}
