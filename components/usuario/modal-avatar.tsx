"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { Modal } from "antd";
import { EsqueletoDeBloco } from "@/components/ui/esqueleto";
import { Aviso } from "@/components/ui/aviso";
import { Paragrafo } from "@/components/ui/texto";
import { apiErrorOf } from "@/lib/api-client";
import { notify } from "@/lib/messages";
import { useModal } from "@/stores/modals";
import { useUploadAvatar } from "@/services/avatar";

// The drop area (antd's Upload, ~15 KB of scripts) is fetched when the modal first opens, not with every page
// of the areas, whose header offers it; the modal itself is there from the start, so it opens and takes the
// focus as any other.
const EnvioAvatar = dynamic(() => import("./envio-avatar").then((m) => m.EnvioAvatar), {
  ssr: false,
  loading: () => <EsqueletoDeBloco altura={150} />,
});

const ACCEPT = "image/png,image/jpeg,image/webp";
const MAX_BYTES = 2 * 1024 * 1024;

/** "Inserir avatar" (SPEC §2): sends a profile picture; the server checks type and size again. */
export function ModalAvatar() {
  const [open, , close] = useModal("insertAvatar");
  const upload = useUploadAvatar();
  const [error, setError] = useState<string | null>(null);

  function send(file: File) {
    setError(null);
    if (file.size > MAX_BYTES) {
      setError("A imagem passa do limite de 2 MB.");
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        notify("success");
        close();
      },
      onError: (e) => setError(apiErrorOf(e).detail),
    });
  }

  return (
    <Modal title="Foto de perfil" open={open} onCancel={close} footer={null} destroyOnHidden>
      <Paragrafo type="secondary">PNG, JPEG ou WEBP de até 2 MB.</Paragrafo>
      {error && <Aviso type="error" title={error} style={{ marginBottom: 16 }} />}
      <EnvioAvatar accept={ACCEPT} enviando={upload.isPending} onArquivo={send} />
    </Modal>
  );
}
