import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parseId } from "@/lib/paths";
import { DiagnosticoDaParte } from "@/components/diagnostico/diagnostico-da-parte";

export const metadata: Metadata = { title: "Diagnóstico" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return <DiagnosticoDaParte id={id} parte="cliente" />;
}
