import type { Metadata } from "next";
import { ProjetosDaParte } from "@/components/projeto/projetos-da-parte";

export const metadata: Metadata = { title: "Projetos" };

export default function Page() {
  return <ProjetosDaParte parte="cliente" />;
}
