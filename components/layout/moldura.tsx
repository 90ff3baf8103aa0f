"use client";
import { useEffect, type ReactNode } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Badge, Button, Drawer, Layout, Space, Typography } from "antd";
import { MenuOutlined, ShoppingCartOutlined } from "@ant-design/icons";
import { fullName } from "@/lib/format";
import { menuFor } from "@/lib/paths";
import { GROUPS, ROLE_LABELS, hasRole, homePath } from "@/lib/roles";
import type { HubUser } from "@/lib/auth";
import { resetOnRouteChange, setMobileMenuOpen, useShellStore } from "@/stores/shell";
import { useCarrinhoStore } from "@/stores/carrinho";

const { Header, Sider, Content } = Layout;

/**
 * The pages the user may open, as links (a site's navigation, not an application menu), the current one marked.
 * Styled in globals.css like antd's inline menu, without its Menu: that brought ~60 KB of styles inline with
 * every page and its menu machinery to every page's scripts, for a list of links.
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
  const cartCount = useCarrinhoStore((s) => s.items.length);
  return (
    <Link href="/carrinho" aria-label={`Carrinho com ${cartCount} item(ns)`}>
      <Badge count={cartCount} size="small" color="#FF8040">
        <ShoppingCartOutlined style={{ color: "#fff", fontSize: 20 }} />
      </Badge>
    </Link>
  );
}

/**
 * The frame of every page with a menu: the header (brand, cart, who is signed in and `conta`: what they can
 * do, or "Entrar"), the menu beside the content, in a drawer on phones. Phone or not is decided by CSS
 * (globals.css, `.moldura-*`), not by script, so the server's page already has the phone's layout and nothing
 * moves when the page hydrates.
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
  const mobileMenuOpen = useShellStore((s) => s.mobileMenuOpen);
  // SPEC §2: a new page starts with the menu drawer and every modal closed.
  const pathname = usePathname();
  useEffect(() => resetOnRouteChange(), [pathname]);
  const roles = GROUPS.filter((g) => hasRole(user, g)).map((g) => ROLE_LABELS[g]);
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <a className="skip-link" href="#conteudo">
        Ir para o conteúdo
      </a>
      {/* Sticky, so the menu and the cart badge stay in reach down a long page, on phones above all. */}
      <Header className="moldura-cabecalho">
        <Button
          type="text"
          className="so-celular"
          aria-label="Abrir menu"
          icon={<MenuOutlined style={{ color: "#fff" }} />}
          onClick={() => setMobileMenuOpen(true)}
        />
        <Link href={homePath(user)} style={{ color: "#fff", fontWeight: 700, fontSize: 20 }}>
          Hub
        </Link>
        <Space className="moldura-acoes">
          {user && (
            // On a phone the header has no room for a name (the avatar stands for the user there).
            <span data-testid="user-name" className="so-computador">
              {fullName(user)}
              {roles.length > 0 && (
                <Typography.Text style={{ color: "#cfe0f5" }}>
                  {" "}
                  · {roles.join(", ")}
                </Typography.Text>
              )}
            </span>
          )}
          <LinkCarrinho />
          {conta}
        </Space>
      </Header>
      <Layout>
        <Sider width={240} breakpoint="lg" collapsedWidth={0} theme="light" className="so-computador">
          <NavMenu user={user} />
        </Sider>
        <Drawer
          title="Menu"
          placement="left"
          open={mobileMenuOpen}
          onClose={() => setMobileMenuOpen(false)}
          size={280}
        >
          <NavMenu user={user} />
        </Drawer>
        <Content id="conteudo" className="moldura-conteudo">
          {children}
        </Content>
      </Layout>
    </Layout>
  );
}
