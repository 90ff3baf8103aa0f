import type { Metadata } from "next";
import { PaginaCriacao, type BuscaRascunho } from "@/components/solicitacao/criacao/pagina-criacao";

export const metadata: Metadata = { title: "Contratação interna" };

export default function Page({ searchParams }: { searchParams: BuscaRascunho }) {
  return <PaginaCriacao tipo="CONTRATACAO_INTERNA" searchParams={searchParams} />;
}
