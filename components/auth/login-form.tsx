"use client";
import { useRef, useState, type FormEvent } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { getSession, signIn } from "next-auth/react";
import { EyeInvisibleOutlined, EyeOutlined } from "@ant-design/icons";
import { LOGIN_MESSAGES, type LoginMessageKey } from "@/lib/messages";
import { homePath } from "@/lib/roles";
import { storeToken } from "@/lib/token-cookie";
import { TituloPagina } from "@/components/ui/titulo-pagina";

/** Which notice the page opens with, from the flags SPEC §2 and §8 send here. */
function noticeOf(params: URLSearchParams): LoginMessageKey | null {
  if (params.get("connectionrefused") === "true") return "connectionrefused";
  if (params.get("redirected") === "true") return "redirected";
  const error = params.get("error");
  if (error === "SessionRequired") return "SessionRequired";
  if (error === "CredentialsSignin") return "invalidLogin";
  return null;
}

const AVISO_CLASSE: Record<LoginMessageKey, string> = {
  SessionRequired: "aviso",
  redirected: "aviso aviso-alerta",
  connectionrefused: "aviso aviso-erro",
  tooManyAttempts: "aviso aviso-erro",
  invalidLogin: "aviso aviso-erro",
};

/** What lib/auth.ts's authorize throws, by name; any other failure is a wrong e-mail/CPF or password. */
const ERROS_DO_SERVIDOR = ["connectionrefused", "tooManyAttempts"] as const satisfies LoginMessageKey[];

// Only paths of this portal: an absolute callbackUrl could send a fresh session to another site.
const safeCallback = (value: string | null) => (value && /^\/(?!\/)/.test(value) ? value : null);

type Erros = { username?: string; password?: string };

/** What is missing, field by field, as the form says it under each. */
function validar(username: string, password: string): Erros {
  return {
    ...(!username.trim() && { username: "Informe o e-mail ou CPF." }),
    ...(!password && { password: "Informe a senha." }),
  };
}

/**
 * The sign-in form, drawn without antd (styles/plain.css): the first page of every staff member's day, on any
 * phone, loads only what signing in needs.
 */
export function LoginForm() {
  const params = useSearchParams();
  const router = useRouter();
  const [notice, setNotice] = useState<LoginMessageKey | null>(() => noticeOf(params));
  const [sending, setSending] = useState(false);
  const [erros, setErros] = useState<Erros>({});
  const [verSenha, setVerSenha] = useState(false);
  const usuario = useRef<HTMLInputElement>(null);
  const senha = useRef<HTMLInputElement>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const username = usuario.current!.value;
    const password = senha.current!.value;
    const faltam = validar(username, password);
    setErros(faltam);
    if (faltam.username) return usuario.current!.focus();
    if (faltam.password) return senha.current!.focus();
    setSending(true);
    setNotice(null);
    const result = await signIn("credentials", { username, password, redirect: false });
    if (!result?.ok) {
      setSending(false);
      setNotice(ERROS_DO_SERVIDOR.find((e) => e === result?.error) ?? "invalidLogin");
      return;
    }
    const session = await getSession();
    // Stored before leaving, so the next page's first API call already carries the token.
    if (session?.hubToken) storeToken(session.hubToken);
    router.replace(safeCallback(params.get("callbackUrl")) ?? homePath(session?.user));
    router.refresh();
  }

  return (
    <section className="cartao login">
      <TituloPagina>Entrar no Hub</TituloPagina>
      <p className="texto-secundario">Entre para acompanhar suas solicitações, propostas e projetos.</p>
      {notice && (
        <div role="alert" className={AVISO_CLASSE[notice]}>
          {LOGIN_MESSAGES[notice]}
        </div>
      )}
      {/* POST: a submit before the script has hydrated the form never puts the password in the address. */}
      <form method="post" onSubmit={onSubmit} noValidate>
        <fieldset disabled={sending}>
          <div className="campo">
            <label htmlFor="login-usuario">E-mail ou CPF</label>
            <input
              ref={usuario}
              id="login-usuario"
              name="username"
              className="entrada"
              autoComplete="username"
              autoFocus
              aria-invalid={erros.username ? true : undefined}
              aria-describedby={erros.username ? "login-usuario-erro" : undefined}
              onChange={() => erros.username && setErros({ ...erros, username: undefined })}
            />
            {erros.username && (
              <div id="login-usuario-erro" className="campo-erro">
                {erros.username}
              </div>
            )}
          </div>
          <div className="campo">
            <label htmlFor="login-senha">Senha</label>
            <div className="login-senha">
              <input
                ref={senha}
                id="login-senha"
                name="password"
                type={verSenha ? "text" : "password"}
                className="entrada"
                autoComplete="current-password"
                aria-invalid={erros.password ? true : undefined}
                aria-describedby={erros.password ? "login-senha-erro" : undefined}
                onChange={() => erros.password && setErros({ ...erros, password: undefined })}
              />
              <button
                type="button"
                className="botao botao-texto"
                aria-label="Mostrar os caracteres digitados"
                aria-pressed={verSenha}
                onClick={() => setVerSenha(!verSenha)}
              >
                {verSenha ? <EyeOutlined /> : <EyeInvisibleOutlined />}
              </button>
            </div>
            {erros.password && (
              <div id="login-senha-erro" className="campo-erro">
                {erros.password}
              </div>
            )}
          </div>
          <button type="submit" className="botao botao-principal botao-bloco" aria-busy={sending}>
            {sending ? "Entrando…" : "Entrar"}
          </button>
        </fieldset>
      </form>
    </section>
  );
}
