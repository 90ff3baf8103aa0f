import type { ReactNode } from "react";
import { Tag } from "antd";
import { corDeEtiqueta } from "@/lib/cor";

/** A tag in a colour that comes as data (a status), legible whatever the colour (lib/cor.ts). */
export function TagDeCor({ cor, title, children }: { cor: string; title?: string; children: ReactNode }) {
  return (
    <Tag style={corDeEtiqueta(cor)} title={title}>
      {children}
    </Tag>
  );
}
