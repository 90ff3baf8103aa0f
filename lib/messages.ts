// User-facing feedback texts (SPEC §8) and the toast helper that shows them for NOTIFICATION_SECONDS.
import { NOTIFICATION_SECONDS } from "@/lib/constants";

export const MESSAGES = {
  success: "A ação foi realizada com êxito.",
  warning: "Algumas informações exigem sua revisão.",
  info: "Aqui está um lembrete importante para você.",
  error: "Ops! Algo deu errado.",
  generic: "Não foi possível realizar a operação, entre em contato com o suporte",
  confirm: "Tem certeza de que deseja continuar com esta ação?",
} as const satisfies Record<string, string>;

export type MessageKind = keyof typeof MESSAGES;
/** "confirm" is the text of confirmation dialogs, never a toast. */
export type NotifyKind = Exclude<MessageKind, "confirm">;

/** Keyed by the query flag or next-auth error the /login page receives. */
export const LOGIN_MESSAGES = {
  invalidLogin: "E-mail/CPF ou senha incorretos. Confira os dados e tente novamente.",
  connectionrefused: "Não foi possível conectar ao servidor. Verifique sua conexão e entre novamente.",
  tooManyAttempts: "Muitas tentativas de acesso a esta conta. Aguarde alguns minutos e tente de novo.",
  redirected: "Sua sessão expirou ou foi encerrada. Entre novamente para continuar.",
  SessionRequired: "Entre com sua conta para acessar esta página.",
} as const;

export type LoginMessageKey = keyof typeof LOGIN_MESSAGES;

/** Shown in place of a list whose loader gave null (SPEC §8), see components/ui/lista-indisponivel.tsx. */
export const LISTA_INDISPONIVEL = "Não foi possível carregar a lista.";

/**
 * Shows a feedback message, through antd's static messages (lib/aviso-avulso.tsx): they live outside the page's
 * tree, so a message outlives the page that gave it (the cart's "sent" shows on the list it leads to, a page of
 * another layout). Their code loads with the first message a page shows, not with every page.
 */
export function notify(kind: NotifyKind, content?: string): void {
  const aviso = {
    type: kind === "generic" ? "error" : kind,
    content: content ?? MESSAGES[kind],
    duration: NOTIFICATION_SECONDS,
  } as const;
  void import("./aviso-avulso").then((m) => m.avisar(aviso));
}

/** What a failed contract download says (SPEC §8). */
export const ERRO_PDF = "erro ao baixar o pdf";
