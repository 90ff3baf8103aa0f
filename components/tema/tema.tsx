"use client";
import { Fragment, useContext, useEffect, type ReactNode } from "react";
import { AntdRegistry } from "@ant-design/nextjs-registry";
import { ConfigProvider } from "antd";
import ptBR from "antd/es/locale/pt_BR";
import { theme } from "@/styles/theme";
import { carregarEstilosAntd, TemaPresente } from "./com-antd";

/**
 * The server computes the styles of what it draws, and AntdRegistry writes them into the page, so the first paint
 * is styled. The browser does not compute them again (zeroRuntime): that was a third of the main thread's work
 * while a staff page hydrated. What it draws later (a dialog, a select's options, a date picker) takes its styles
 * from antd's stylesheet, fetched after hydration so it never holds up the first paint.
 */
const TEMA = typeof window === "undefined" ? theme : { ...theme, zeroRuntime: true };

/**
 * AntdRegistry gathers on the server the styles of what it draws. In the browser it would only give each Tema a
 * style cache of its own, each working out the theme's tokens again: the queue's eight selects, each loaded with
 * its own (comAntd), did that eight times after the page had loaded. antd's shared cache serves them all there.
 */
const Registro = typeof window === "undefined" ? AntdRegistry : Fragment;

/**
 * What a part drawn with antd needs: its styles, the theme and pt-BR texts. A confirmation dialog is drawn by the
 * part that asks (Modal.useModal), so every page does not carry antd's dialogs, messages and notifications (its
 * App) with this. Not in the root layout: the shop's pages, the sign-in, the cart and the 404 are drawn without
 * antd (styles/plain.css), so its runtime loads only where a page puts this: the areas' pages (AntdDaPagina), the
 * parts loaded with comAntd (the cart's new-company dialog among them).
 */
export function Tema({ children }: { children: ReactNode }) {
  useEffect(() => void carregarEstilosAntd(), []);
  if (useContext(TemaPresente)) return children;
  return (
    <Registro>
      {/* No wrapper element: a part that brings its own (comAntd) stays an item of its row or grid. The page's
          font and colours are styles/plain.css's, for pages with antd and without alike. */}
      <ConfigProvider locale={ptBR} theme={TEMA}>
        <TemaPresente value>{children}</TemaPresente>
      </ConfigProvider>
    </Registro>
  );
}
