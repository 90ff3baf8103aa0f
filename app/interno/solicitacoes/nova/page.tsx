import type { Metadata } from "next";
import { PaginaCriacao, type BuscaRascunho } from "@/components/solicitacao/criacao/pagina-criacao";
import { NovaSolicitacao } from "@/components/solicitacao/criacao/formularios-adiados";

export const metadata: Metadata = { title: "Nova solicitação" };

export default function Page({ searchParams }: { searchParams: BuscaRascunho }) {
  return <PaginaCriacao Formulario={NovaSolicitacao} searchParams={searchParams} />;
}
