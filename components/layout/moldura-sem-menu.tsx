import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";

/**
 * The frame of a page outside the portal's areas, with no menu and no account: the sign-in and the public link
 * pages (signing, paying, evaluating). The portal's header with its brand, as on every other page, so whoever
 * opens it knows whose page it is; the page's card, and what it says (its alerts), below it.
 */
export function MolduraSemMenu({ children }: { children: ReactNode }) {
  return (
    <div className="moldura">
      <header className="moldura-cabecalho">
        {/* The brand of Moldura's header, leading to the catalogue. */}
        <Link href="/" className="moldura-marca">
          Hub
        </Link>
      </header>
      <main id="conteudo" className="moldura-sem-menu">
        {children}
      </main>
    </div>
  );
}
