"use client";
import type { ReactNode } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { signOut, useSession } from "next-auth/react";
import { Avatar, Badge, Button, Drawer, Layout, Menu, Space, Typography } from "antd";
import { LoginOutlined, LogoutOutlined, MenuOutlined, ShoppingCartOutlined } from "@ant-design/icons";
import { fullName } from "@/lib/format";
import { LOGIN_PATH, menuFor } from "@/lib/paths";
import { GROUPS, ROLE_LABELS, hasRole, homePath } from "@/lib/roles";
import { clearToken } from "@/lib/token-cookie";
import { useMobile } from "@/hooks/use-mobile";
import { setMobileMenuOpen, useShellStore } from "@/stores/shell";
import { open as openModal } from "@/stores/modals";
import { useAvatarUrl } from "@/services/avatar";
import { useCarrinhoStore } from "@/stores/carrinho";
import { ModalAvatar } from "@/components/usuario/modal-avatar";
import { Sino } from "@/components/notificacao/sino";

const { Header, Sider, Content } = Layout;

export function signOutOfHub() {
  clearToken();
  return signOut({ callbackUrl: LOGIN_PATH });
}

function NavMenu() {
  const { data } = useSession();
  const pathname = usePathname();
  const items = menuFor(data?.user).map((item) => ({
    key: item.href,
    label: <Link href={item.href}>{item.label}</Link>,
  }));
  return (
    <Menu
      mode="inline"
      selectedKeys={[pathname]}
      items={items}
      aria-label="Menu principal"
      style={{ borderInlineEnd: 0 }}
    />
  );
}

export function AppShell({ children }: { children: ReactNode }) {
  const { data, status } = useSession();
  const pathname = usePathname();
  const cartCount = useCarrinhoStore((s) => s.items.length);
  const mobile = useMobile();
  const mobileMenuOpen = useShellStore((s) => s.mobileMenuOpen);
  const user = data?.user;
  const roles = GROUPS.filter((g) => hasRole(user, g)).map((g) => ROLE_LABELS[g]);
  const avatarUrl = useAvatarUrl(Boolean(user));

  return (
    <Layout style={{ minHeight: "100vh" }}>
      <a className="skip-link" href="#conteudo">
        Ir para o conteúdo
      </a>
      {/* Sticky, so the menu and the cart badge stay in reach down a long page, on phones above all. */}
      <Header
        style={{
          display: "flex",
          alignItems: "center",
          gap: 12,
          paddingInline: mobile ? 12 : 24,
          position: "sticky",
          top: 0,
          zIndex: 100,
        }}
      >
        {mobile && (
          <Button
            type="text"
            aria-label="Abrir menu"
            icon={<MenuOutlined style={{ color: "#fff" }} />}
            onClick={() => setMobileMenuOpen(true)}
          />
        )}
        <Link href={homePath(user)} style={{ color: "#fff", fontWeight: 700, fontSize: 20 }}>
          Hub
        </Link>
        <Space style={{ marginInlineStart: "auto", color: "#fff" }} size={mobile ? 4 : 12}>
          {user && (
            <Button
              type="text"
              shape="circle"
              aria-label="Alterar foto de perfil"
              onClick={() => openModal("insertAvatar")}
              icon={
                <Avatar src={avatarUrl ?? undefined} style={{ background: "#FF8040" }}>
                  {user.nome.charAt(0).toUpperCase()}
                </Avatar>
              }
            />
          )}
          {user && (
            <span data-testid="user-name">
              {fullName(user)}
              {!mobile && roles.length > 0 && (
                <Typography.Text style={{ color: "#cfe0f5" }}> · {roles.join(", ")}</Typography.Text>
              )}
            </span>
          )}
          {user && <Sino mobile={mobile} />}
          <Link href="/carrinho" aria-label={`Carrinho com ${cartCount} item(ns)`}>
            <Badge count={cartCount} size="small" color="#FF8040">
              <ShoppingCartOutlined style={{ color: "#fff", fontSize: 20 }} />
            </Badge>
          </Link>
          {user ? (
            <Button icon={<LogoutOutlined />} onClick={() => void signOutOfHub()} aria-label="Sair">
              {mobile ? null : "Sair"}
            </Button>
          ) : (
            status === "unauthenticated" && (
              <Link href={`${LOGIN_PATH}?callbackUrl=${encodeURIComponent(pathname)}`}>
                <Button icon={<LoginOutlined />}>Entrar</Button>
              </Link>
            )
          )}
        </Space>
      </Header>
      <Layout>
        {!mobile && (
          <Sider width={240} breakpoint="lg" collapsedWidth={0} theme="light">
            <NavMenu />
          </Sider>
        )}
        <Drawer
          title="Menu"
          placement="left"
          open={mobile && mobileMenuOpen}
          onClose={() => setMobileMenuOpen(false)}
          size={280}
        >
          <NavMenu />
        </Drawer>
        <Content id="conteudo" style={{ padding: mobile ? 12 : 24 }}>
          {children}
        </Content>
        <ModalAvatar />
      </Layout>
    </Layout>
  );
}
