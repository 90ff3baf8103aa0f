import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Unidade } from "@/components/admin/unidades/unidade";
import { parseId } from "@/lib/paths";

export const metadata: Metadata = { title: "Unidade de atendimento" };

// "novo" opens an empty form; a number, that record's.
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <Unidade id={id === "novo" ? null : (parseId(id) ?? notFound())} />;
}
