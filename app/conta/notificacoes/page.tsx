import type { Metadata } from "next";
import { PreferenciasDeEmail } from "@/components/notificacao/preferencias";

export const metadata: Metadata = { title: "Notificações por e-mail" };

export default function Page() {
  return <PreferenciasDeEmail />;
}
