import type { ReactNode } from "react";

/**
 * The page's one <h1> (DESIGN §4). Most pages are a card whose title names the page: there it takes the
 * card title's look; elsewhere it is a plain heading of the page's size (styles/globals.css).
 */
export function TituloPagina({ children }: { children: ReactNode }) {
  return <h1 className="titulo-pagina">{children}</h1>;
}
