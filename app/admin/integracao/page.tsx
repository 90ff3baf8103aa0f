import type { Metadata } from "next";
import { PainelIntegracao } from "@/components/admin/integracao/painel";

export const metadata: Metadata = { title: "Integração" };

export default function Page() {
  return <PainelIntegracao />;
}
