"use client";
import { signOut } from "next-auth/react";
import { Avatar, Button } from "antd";
import { LogoutOutlined } from "@ant-design/icons";
import type { HubUser } from "@/lib/auth";
import { LOGIN_PATH } from "@/lib/paths";
import { clearToken } from "@/lib/token-cookie";
import { useMobile } from "@/hooks/use-mobile";
import { open as openModal } from "@/stores/modals";
import { useAvatarUrl } from "@/services/avatar";
import { ModalAvatar } from "@/components/usuario/modal-avatar";
import { Sino } from "@/components/notificacao/sino";

export function signOutOfHub() {
  clearToken();
  return signOut({ callbackUrl: LOGIN_PATH });
}

/** What the signed-in user does from the header: the profile picture, the notifications, "Sair". Needs Providers. */
export function Conta({ user }: { user: HubUser }) {
  const mobile = useMobile();
  const avatarUrl = useAvatarUrl(true);
  return (
    <>
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
      {/* The bell opens its drawer after hydration, when the screen is known. */}
      <Sino mobile={mobile === true} />
      <Button icon={<LogoutOutlined />} onClick={() => void signOutOfHub()} aria-label="Sair">
        <span className="so-computador">Sair</span>
      </Button>
      <ModalAvatar />
    </>
  );
}
