import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OfertaDetalhe } from "@/components/catalogo/oferta-detalhe";

export const metadata: Metadata = { title: "Serviço" };

export default async function ServicoPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return <OfertaDetalhe id={id} />;
}
