import type { Metadata } from "next";
import type { ReactNode } from "react";
import { connection } from "next/server";
import { Icones } from "@/components/tema/icones";
import "@/styles/plain.css";
import "@/styles/plain-formulario.css";
import "@/styles/globals.css";
import "@/styles/moldura.css";
import "@/styles/tabela.css";
import "@/styles/lista.css";
import "@/styles/menu.css";
import "@/styles/loja.css";
import "@/styles/passos.css";

export const metadata: Metadata = {
  title: { default: "Hub", template: "%s · Hub" },
  description: "Portal de serviços de consultoria subsidiados para empresas e produtores rurais.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Rendered per request: each response's scripts carry the nonce of its Content-Security-Policy (proxy.ts),
  // which a page built ahead of time could not.
  await connection();
  return (
    <html lang="pt-BR">
      {/* No antd here: the pages that use it have it from the shell (components/layout/antd-da-pagina.tsx). */}
      <body>
        <Icones>{children}</Icones>
      </body>
    </html>
  );
}
