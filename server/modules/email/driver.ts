import "server-only";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { env, linkBaseUrl, type Env } from "@/lib/env";

/** A message as the sender hands it to a driver: its row's id is its Message-ID. */
export type Envelope = { id: number; para: string; assunto: string; texto: string; html: string };

/**
 * Where e-mail goes (DESIGN §7, `HUB_EMAIL`). `enviar` resolves once the message is accepted and throws
 * when it is not; a message sent twice (a crash between sending and recording it) carries the same
 * Message-ID, so the recipient's mail reader shows it once.
 */
export interface DriverEmail {
  readonly nome: string;
  enviar(m: Envelope): Promise<void>;
}

// The Message-ID's domain: the portal's own host, so ids never collide with another sender's.
const dominio = (e: Env) => new URL(linkBaseUrl(e)).hostname;

const mensagem = (m: Envelope, remetente: string, e: Env) => ({
  from: remetente,
  to: m.para,
  subject: m.assunto,
  text: m.texto,
  html: m.html,
  messageId: `<email-${m.id}@${dominio(e)}>`,
});

/** The demo's: each message written whole (an .eml a mail reader opens) to `pasta`, named by its id. */
export function arquivo(pasta: string, e: Env = env): DriverEmail {
  const montar = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    nome: "arquivo",
    async enviar(m) {
      const info = await montar.sendMail(mensagem(m, e.HUB_EMAIL_REMETENTE, e));
      await mkdir(pasta, { recursive: true });
      const destino = path.join(pasta, `${String(m.id).padStart(8, "0")}.eml`);
      // Written aside and renamed: a reader of the folder never sees half a message.
      await writeFile(`${destino}.tmp`, info.message as Buffer);
      await rename(`${destino}.tmp`, destino);
    },
  };
}

export type ConfigSmtp = {
  host: string;
  port: number;
  tls: boolean;
  usuario?: string;
  senha?: string;
  remetente: string;
};

/** An SMTP server's: STARTTLS when it offers it (or TLS from the start), with its account when one is set. */
export function smtp(c: ConfigSmtp, e: Env = env): DriverEmail {
  const transporte = nodemailer.createTransport({
    host: c.host,
    port: c.port,
    secure: c.tls,
    auth: c.usuario ? { user: c.usuario, pass: c.senha ?? "" } : undefined,
    // A server that does not answer fails this attempt; the sender tries again later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    nome: "smtp",
    async enviar(m) {
      await transporte.sendMail(mensagem(m, c.remetente, e));
    },
  };
}

let atual: DriverEmail | undefined;

/** The driver `HUB_EMAIL` names, made once. */
export function driverDeEmail(): DriverEmail {
  atual ??=
    env.HUB_EMAIL === "smtp"
      ? smtp({
          host: env.HUB_SMTP_HOST,
          port: env.HUB_SMTP_PORT,
          tls: env.HUB_SMTP_TLS === "1",
          usuario: env.HUB_SMTP_USUARIO,
          senha: env.HUB_SMTP_SENHA,
          remetente: env.HUB_EMAIL_REMETENTE,
        })
      : arquivo(path.join(env.HUB_DATA_DIR, "emails"));
  return atual;
}
