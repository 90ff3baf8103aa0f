import type { Metadata } from "next";
import { PaginaCriacao, type BuscaRascunho } from "@/components/solicitacao/criacao/pagina-criacao";

export const metadata: Metadata = { title: "Nova solicitação" };

export default function Page({ searchParams }: { searchParams: BuscaRascunho }) {
  return <PaginaCriacao tipo="INTERNA" searchParams={searchParams} />;
}
