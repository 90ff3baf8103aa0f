import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parseId } from "@/lib/paths";
import { SolicitacaoDetalhe } from "@/components/solicitacao/solicitacao-detalhe";
import { lerSolicitacao } from "./dados";

export const metadata: Metadata = { title: "Solicitação" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return <SolicitacaoDetalhe id={id} servidor={await lerSolicitacao(id)} />;
}
