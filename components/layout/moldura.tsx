"use client";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { CloseOutlined, MenuOutlined, ShoppingCartOutlined } from "@ant-design/icons";
import { fullName } from "@/lib/format";
import { menuFor } from "@/lib/paths";
import { GROUPS, ROLE_LABELS, hasRole, homePath } from "@/lib/roles";
import type { HubUser } from "@/lib/auth";
import { resetOnRouteChange, setMobileMenuOpen, useShellStore } from "@/stores/shell";
import { useCarrinhoLido, useCarrinhoStore } from "@/stores/carrinho";

/**
 * The pages the user may open, as links (a site's navigation, not an application menu), the current one marked.
 * Styled in globals.css like antd's inline menu.
 */
function NavMenu({ user }: { user: HubUser | null }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Menu principal">
      <ul className="moldura-menu">
        {menuFor(user).map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={item.href === pathname ? "page" : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function LinkCarrinho() {
  useCarrinhoLido();
  const cartCount = useCarrinhoStore((s) => s.items.length);
  return (
    <Link
      href="/carrinho"
      aria-label={`Carrinho com ${cartCount} item(ns)`}
      className="moldura-carrinho com-contador"
    >
      <ShoppingCartOutlined />
      {cartCount > 0 && (
        <span className="contador" aria-hidden>
          {cartCount}
        </span>
      )}
    </Link>
  );
}

/**
 * The menu on narrow screens: a modal <dialog> from the left, which brings the focus trap, Escape and the
 * backdrop with it; closing it any way (Escape, the backdrop, "Fechar menu", a link) closes it in the store.
 */
function Gaveta({ user }: { user: HubUser | null }) {
  const aberta = useShellStore((s) => s.mobileMenuOpen);
  // Its links are drawn when it first opens, and then kept (it closes with them on screen). The page the server
  // sends has the menu once, beside the content: a second copy of every link, shown only on a tap, was HTML to
  // parse before the page's title and links to hydrate on every page.
  const [jaAberta, setJaAberta] = useState(aberta);
  if (aberta && !jaAberta) setJaAberta(true);
  const dialogo = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialogo.current;
    if (!d) return;
    if (aberta && !d.open) d.showModal();
    if (!aberta && d.open) d.close();
  }, [aberta]);
  return (
    <dialog
      ref={dialogo}
      className="moldura-gaveta"
      aria-labelledby="moldura-gaveta-titulo"
      onClose={() => setMobileMenuOpen(false)}
      // A click on the backdrop lands on the dialog itself, outside its content.
      onClick={(e) => e.target === e.currentTarget && setMobileMenuOpen(false)}
    >
      <div className="moldura-gaveta-cabecalho">
        <span id="moldura-gaveta-titulo">Menu</span>
        <button
          type="button"
          className="botao botao-texto"
          aria-label="Fechar menu"
          onClick={() => setMobileMenuOpen(false)}
        >
          <CloseOutlined />
        </button>
      </div>
      {jaAberta && <NavMenu user={user} />}
    </dialog>
  );
}

/**
 * The frame of every page with a menu: the header (brand, cart, who is signed in and `conta`: what they can
 * do, or "Entrar"), the menu beside the content, in a drawer on narrower screens. Plain HTML and CSS
 * (styles/globals.css, `.moldura-*`), without antd, so the shop's pages carry none of its script; the screen's
 * width is CSS's to decide, so the server's page already has the phone's layout and nothing moves on hydration.
 */
export function Moldura({
  user,
  conta,
  children,
}: {
  user: HubUser | null;
  conta: ReactNode;
  children: ReactNode;
}) {
  // SPEC §2: a new page starts with the menu drawer and every modal closed.
  const pathname = usePathname();
  useEffect(() => resetOnRouteChange(), [pathname]);
  const roles = GROUPS.filter((g) => hasRole(user, g)).map((g) => ROLE_LABELS[g]);
  return (
    <div className="moldura">
      <a className="skip-link" href="#conteudo">
        Ir para o conteúdo
      </a>
      {/* Sticky, so the menu and the cart badge stay in reach down a long page, on phones above all. */}
      <header className="moldura-cabecalho">
        <button
          type="button"
          className="botao botao-texto moldura-abrir-menu"
          aria-label="Abrir menu"
          onClick={() => setMobileMenuOpen(true)}
        >
          <MenuOutlined />
        </button>
        <Link href={homePath(user)} className="moldura-marca">
          Hub
        </Link>
        <div className="moldura-acoes">
          {user && (
            // On a phone the header has no room for a name (the avatar stands for it there).
            <span data-testid="user-name" className="so-computador">
              {fullName(user)}
              {roles.length > 0 && <span className="moldura-papeis"> · {roles.join(", ")}</span>}
            </span>
          )}
          <LinkCarrinho />
          {conta}
        </div>
      </header>
      <div className="moldura-corpo">
        <aside className="moldura-lado">
          <NavMenu user={user} />
        </aside>
        <Gaveta user={user} />
        <main id="conteudo" className="moldura-conteudo">
          {children}
        </main>
      </div>
    </div>
  );
}
