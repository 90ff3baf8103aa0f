import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Pergunta } from "@/components/admin/perguntas/pergunta";
import { parseId } from "@/lib/paths";

export const metadata: Metadata = { title: "Pergunta de dimensionamento" };

// "novo" opens an empty form; a number, that record's.
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <Pergunta id={id === "novo" ? null : (parseId(id) ?? notFound())} />;
}
