import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Servico } from "@/components/admin/servicos/servico";
import { parseId } from "@/lib/paths";

export const metadata: Metadata = { title: "Serviço" };

// "novo" opens an empty form; a number, that record's.
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <Servico id={id === "novo" ? null : (parseId(id) ?? notFound())} />;
}
