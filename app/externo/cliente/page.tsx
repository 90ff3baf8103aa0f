import type { Metadata } from "next";
import { EmpresaHome } from "@/components/home/empresa-home";
import { PainelCliente } from "@/components/dash/painel-cliente";
import { lerPainel } from "./dados";

export const metadata: Metadata = { title: "Painel do cliente" };

export default async function Page() {
  return <EmpresaHome kind="cliente" painel={<PainelCliente servidor={await lerPainel()} />} />;
}
