import type { Metadata } from "next";
import { PaginaCriacao, type BuscaRascunho } from "@/components/solicitacao/criacao/pagina-criacao";
import { ContratacaoInterna } from "@/components/solicitacao/criacao/formularios-adiados";

export const metadata: Metadata = { title: "Contratação interna" };

export default function Page({ searchParams }: { searchParams: BuscaRascunho }) {
  return <PaginaCriacao Formulario={ContratacaoInterna} searchParams={searchParams} />;
}
