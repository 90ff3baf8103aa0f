"use client";
import type { ReactNode } from "react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { desenhadaSemAntd } from "./sem-antd";

// Rendered on the server with the pages that draw antd, so its chunk is preloaded with theirs.
const Tema = dynamic(() => import("@/components/tema/tema").then((m) => m.Tema));

/**
 * antd's provider around a page of the areas, but for the pages drawn without antd (sem-antd.ts): there neither
 * its script nor its theme's computation hold up the first paint and the hydration (issue 10), and each part
 * they load that draws antd brings it (comAntd).
 */
export function AntdDaPagina({ children }: { children: ReactNode }) {
  return desenhadaSemAntd(usePathname()) ? children : <Tema>{children}</Tema>;
}
