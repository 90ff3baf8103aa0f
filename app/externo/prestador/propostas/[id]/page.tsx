import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parseId } from "@/lib/paths";
import { PropostaPrestador } from "@/components/proposta/proposta-prestador";

export const metadata: Metadata = { title: "Proposta" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return <PropostaPrestador id={id} />;
}
