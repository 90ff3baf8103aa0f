import type { Metadata } from "next";
import { EmpresaHome } from "@/components/home/empresa-home";
import { PainelPrestador } from "@/components/dash/painel-prestador";
import { lerPainel } from "./dados";

export const metadata: Metadata = { title: "Painel do prestador" };

export default async function Page() {
  return <EmpresaHome kind="prestador" painel={<PainelPrestador servidor={await lerPainel()} />} />;
}
