import type { Metadata } from "next";
import { MinhasSolicitacoes } from "@/components/solicitacao/minhas-solicitacoes";
import type { SearchParams } from "@/lib/lista-url";
import { lerSolicitacoes } from "./dados";

export const metadata: Metadata = { title: "Minhas solicitações" };

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  return <MinhasSolicitacoes servidor={await lerSolicitacoes(searchParams)} />;
}
