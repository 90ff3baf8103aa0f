import type { Metadata } from "next";
import { PropostasPrestador } from "@/components/proposta/propostas-prestador";

export const metadata: Metadata = { title: "Propostas" };

export default function Page() {
  return <PropostasPrestador />;
}
