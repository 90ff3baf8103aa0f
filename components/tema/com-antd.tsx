"use client";
import { createContext, type ComponentType } from "react";

/** Set by Tema: a part loaded inside one needs no provider of its own. */
export const TemaPresente = createContext(false);

/**
 * antd's stylesheet, as antd builds it for its zero-runtime mode, without the components the portal never draws
 * (`npm run tema`, scripts/antd-css.ts): a hashed file of the build, cached by the browser across pages.
 */
const ESTILOS_ANTD = new URL("../../styles/antd.gen.css", import.meta.url).href;

let estilos: Promise<void> | undefined;

/**
 * Puts antd's stylesheet first in the head, as antd's runtime put its styles: the portal's own rules come later
 * and win at equal specificity. Settles once it has loaded (or failed: the part then shows unstyled rather than
 * never), so a part loaded with it is first drawn styled.
 */
export function carregarEstilosAntd(): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  estilos ??= new Promise((pronto) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = ESTILOS_ANTD;
    link.onload = link.onerror = () => pronto();
    document.head.prepend(link);
  });
  return estilos;
}

/**
 * For next/dynamic: a part drawn with antd, loaded with antd's provider (Tema) and stylesheet, so it can be drawn
 * on a page without them. Inside a page that has them, the part's Tema adds nothing.
 */
export function comAntd<P extends object>(parte: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return Promise.all([parte, import("./tema"), carregarEstilosAntd()]).then(([Parte, { Tema }]) => {
    function ParteComAntd(props: P) {
      return (
        <Tema>
          <Parte {...props} />
        </Tema>
      );
    }
    return ParteComAntd;
  });
}
