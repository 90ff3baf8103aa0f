import type { ReactNode } from "react";
import { corDeEtiqueta } from "@/lib/cor";
import { Etiqueta } from "./etiqueta";

/** A tag in a colour that comes as data (a status), legible whatever the colour (lib/cor.ts). */
export function TagDeCor({ cor, title, children }: { cor: string; title?: string; children: ReactNode }) {
  return (
    <Etiqueta style={corDeEtiqueta(cor)} title={title}>
      {children}
    </Etiqueta>
  );
}
