"use client";
import type { ReactNode } from "react";
import { IconProvider } from "@ant-design/icons";

const ICONES = { zeroRuntime: true };

/**
 * antd's icons without their runtime styles: each icon drawn inserts its base rules into the page from an effect,
 * which on a phone was part of the long task that ends the hydration of every page, and left the icons the server
 * drew unstyled until then where antd's stylesheet is not loaded (the header, the pages of sem-antd.ts). The rules
 * are in styles/plain.css instead. Tema's provider, inside it, says the same.
 */
export function Icones({ children }: { children: ReactNode }) {
  return <IconProvider value={ICONES}>{children}</IconProvider>;
}
