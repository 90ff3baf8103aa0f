import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parseId } from "@/lib/paths";
import { OfertaDetalhe } from "@/components/catalogo/oferta-detalhe";

export const metadata: Metadata = { title: "Serviço" };

export default async function ServicoPage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return <OfertaDetalhe id={id} />;
}
