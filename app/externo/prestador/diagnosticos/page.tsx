import type { Metadata } from "next";
import { DiagnosticosDaParte } from "@/components/diagnostico/diagnosticos-da-parte";

export const metadata: Metadata = { title: "Diagnósticos" };

export default function Page() {
  return <DiagnosticosDaParte parte="prestador" />;
}
