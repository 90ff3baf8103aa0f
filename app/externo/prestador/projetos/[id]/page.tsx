import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parseId } from "@/lib/paths";
import { ProjetoDaParte } from "@/components/projeto/projeto-da-parte";

export const metadata: Metadata = { title: "Projeto" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return <ProjetoDaParte id={id} parte="prestador" />;
}
