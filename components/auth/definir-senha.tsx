"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { getSession, signIn } from "next-auth/react";
import { obrigatorio, useFormulario } from "@/hooks/use-formulario";
import { homePath } from "@/lib/roles";
import { problemaDaSenha } from "@/lib/regras/usuario";
import { storeToken } from "@/lib/token-cookie";
import { BotaoEnviar } from "@/components/ui/botao-enviar";
import { AvisoDeFalha, Campo } from "@/components/ui/campo";
import { lerLink, PaginaDeLink } from "@/components/ui/pagina-de-link";
import { useContaDoLink, useDefinirSenha } from "@/services/senha";

type Campos = { password: string; confirmacao: string };

const REGRAS = {
  password: obrigatorio((v) => problemaDaSenha(v) ?? undefined),
  confirmacao: (v: string | boolean, valores: Campos) =>
    v === valores.password ? undefined : "As duas senhas não são iguais.",
};

/**
 * The public page a new user's link opens, with no session: the account it is for, then the new password
 * twice. Once set, the link is spent and the user is signed in and taken home; a used, expired or wrong
 * link says so and opens nothing.
 */
export function DefinirSenha({ token }: { token: string }) {
  const router = useRouter();
  const query = useContaDoLink(token);
  const definir = useDefinirSenha(token);
  const f = useFormulario<Campos>({ password: "", confirmacao: "" }, REGRAS);
  const [feito, setFeito] = useState(false);
  const link = lerLink(
    query,
    feito ? { titulo: "Senha definida", subtitulo: "Entrando no Hub com a sua nova senha…" } : null,
  );
  if (!link.pronto) return link.tela;

  async function enviar(v: Campos) {
    const { email } = await definir.mutateAsync(v.password);
    setFeito(true);
    const result = await signIn("credentials", { username: email, password: v.password, redirect: false });
    if (!result?.ok) return router.replace("/login");
    const session = await getSession();
    if (session?.hubToken) storeToken(session.hubToken);
    router.replace(homePath(session?.user));
    router.refresh();
  }

  return (
    <PaginaDeLink
      titulo="Definir a sua senha"
      fatos={[
        ["Nome", link.dados.nome],
        ["E-mail", link.dados.email],
      ]}
    >
      <form noValidate className="formulario-do-link" onSubmit={(e) => void f.enviar(enviar)(e)}>
        <AvisoDeFalha falha={f.alerta} />
        <p className="texto-secundario">
          Use ao menos 8 caracteres, com letras e números. Este link vale uma vez.
        </p>
        <Campo id={f.id("password")} rotulo="Nova senha" obrigatorio erro={f.erros.password}>
          <input className="entrada" type="password" autoComplete="new-password" {...f.entrada("password")} />
        </Campo>
        <Campo id={f.id("confirmacao")} rotulo="Repita a nova senha" obrigatorio erro={f.erros.confirmacao}>
          <input
            className="entrada"
            type="password"
            autoComplete="new-password"
            {...f.entrada("confirmacao")}
          />
        </Campo>
        <BotaoEnviar carregando={f.enviando} bloco>
          Definir senha e entrar
        </BotaoEnviar>
      </form>
    </PaginaDeLink>
  );
}
