import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Area } from "@/components/admin/areas/area";
import { parseId } from "@/lib/paths";

export const metadata: Metadata = { title: "Área de atuação" };

// "novo" opens an empty form; a number, that record's.
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <Area id={id === "novo" ? null : (parseId(id) ?? notFound())} />;
}
