"use client";
import type { ReactNode } from "react";
import { AntdRegistry } from "@ant-design/nextjs-registry";
import { ConfigProvider } from "antd";
import ptBR from "antd/locale/pt_BR";
import { theme } from "@/styles/theme";

/**
 * What a part drawn with antd needs: its styles collected into the server's page, the theme and pt-BR texts. A
 * confirmation dialog is drawn by the part that asks (Modal.useModal), so every page does not carry antd's
 * dialogs, messages and notifications (its App) with this. Not in the root layout: the shop's pages, the
 * sign-in, the cart and the 404 are drawn without antd (styles/plain.css), so its runtime loads only where a
 * page puts this: the areas' shell, the link pages, the header's signed-in part, the cart's new-company dialog.
 */
export function Tema({ children }: { children: ReactNode }) {
  return (
    <AntdRegistry>
      {/* No wrapper element: in the header, the signed-in controls stay items of its row. The page's font and
          colours are styles/plain.css's, for pages with antd and without alike. */}
      <ConfigProvider locale={ptBR} theme={theme}>
        {children}
      </ConfigProvider>
    </AntdRegistry>
  );
}
