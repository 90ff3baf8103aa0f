import type { Metadata } from "next";
import { MinhaEmpresa } from "@/components/empresa/credenciamento/minha-empresa";

export const metadata: Metadata = { title: "Minha empresa" };

export default function Page() {
  return <MinhaEmpresa />;
}
