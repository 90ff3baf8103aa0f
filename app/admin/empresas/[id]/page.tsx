import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DetalheEmpresa } from "@/components/empresa/interno/detalhe";
import { EMPRESAS_PATH, parseId } from "@/lib/paths";

export const metadata: Metadata = { title: "Empresa" };

// The staff detail for administrators, who do not enter the staff area: requests are listed, not opened.
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return <DetalheEmpresa id={id} voltar={EMPRESAS_PATH.admin} />;
}
