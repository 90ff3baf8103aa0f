"use client";
import dynamic from "next/dynamic";
import { LogoutOutlined } from "@ant-design/icons";
import type { HubUser } from "@/lib/auth";
import { LOGIN_PATH } from "@/lib/paths";
import { sair } from "@/lib/saida";
import { useCarregada } from "@/hooks/use-carregada";
import { comAntd } from "@/components/tema/com-antd";
import { useMobile } from "@/hooks/use-mobile";
import { open as openModal, useJaAberto } from "@/stores/modals";
import { useAvatarUrl } from "@/services/avatar";
import { Sino } from "@/components/notificacao/sino";

// The profile picture's dialog loads when it is first opened: every page of the areas offers it, few use it.
const ModalAvatar = dynamic(
  () => comAntd(import("@/components/usuario/modal-avatar").then((m) => m.ModalAvatar)),
  { ssr: false },
);

/** What the signed-in user does from the header: the profile picture, the notifications, "Sair". Needs a query client. */
export function Conta({ user }: { user: HubUser }) {
  const mobile = useMobile();
  // The picture is read once the page has loaded (the initial stands in for it until then).
  const avatarUrl = useAvatarUrl(useCarregada());
  const avatarMontado = useJaAberto("insertAvatar");
  return (
    <>
      <button
        type="button"
        className="botao botao-texto botao-circulo"
        aria-label="Alterar foto de perfil"
        onClick={() => openModal("insertAvatar")}
      >
        <span className="avatar" aria-hidden>
          {avatarUrl ? (
            // A blob: URL of the picture read with the user's token: nothing for next/image to optimise.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={avatarUrl} alt="" />
          ) : (
            user.nome.charAt(0).toUpperCase()
          )}
        </span>
      </button>
      {/* The bell opens its drawer after hydration, when the screen is known. */}
      <Sino mobile={mobile === true} />
      <button type="button" className="botao" onClick={() => void sair(LOGIN_PATH)} aria-label="Sair">
        <LogoutOutlined />
        <span className="so-computador">Sair</span>
      </button>
      {avatarMontado && <ModalAvatar />}
    </>
  );
}
