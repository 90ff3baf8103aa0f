import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AntdRegistry } from "@ant-design/nextjs-registry";
import { Providers } from "@/components/layout/providers";
import "@/styles/globals.css";

export const metadata: Metadata = {
  title: { default: "Hub", template: "%s · Hub" },
  description: "Portal de serviços de consultoria subsidiados para empresas e produtores rurais.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <body>
        <AntdRegistry>
          <Providers>{children}</Providers>
        </AntdRegistry>
      </body>
    </html>
  );
}
