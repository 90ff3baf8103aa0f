"use client";
import { LinkModal } from "@/components/ui/link-modal";
import { HORAS_DO_LINK_DE_SENHA } from "@/lib/regras/usuario";
import { formatDateTime } from "@/lib/format";
import type { LinkDeSenha } from "@/services/usuario";

/** The password link just made, to copy and hand over to the user (until the portal sends e-mail). */
export function ModalDoLinkDeSenha({ link, nome }: { link: LinkDeSenha | null; nome: string }) {
  return (
    <LinkModal
      modal="linkDeSenha"
      titulo="Link para definir a senha"
      descricao={
        <>
          Envie este link a {nome}: com ele, define a própria senha e entra no Hub. Vale uma vez, por{" "}
          {HORAS_DO_LINK_DE_SENHA} horas (até {link ? formatDateTime(link.expira) : ""}). Ele não será
          mostrado de novo; se perder, gere outro no cadastro.
        </>
      }
      aviso="Quem tiver este link define a senha desta conta: envie só à própria pessoa."
      url={link?.url ?? null}
    />
  );
}
