import "server-only";
import { z } from "@hono/zod-openapi";
import type { Conn } from "../../db/client";
import { emailMensagem, type FinalidadeLink } from "../../db/schema";
import { contextoDe } from "../evento";
import { formatDateTime } from "@/lib/format";
import { montar, type Conteudo } from "./modelo";

/** A message to write: to whom, why (`tipo`), what it says, and what makes it once only. */
export type NovoEmail = {
  para: string;
  usuarioId?: number | null;
  eventoId?: number | null;
  tipo: string;
  assunto: string;
  conteudo: Conteudo;
  chave?: string;
};

/**
 * Writes a message in the caller's transaction, for the sender to send once it commits (a call to the mail
 * server never runs inside a transaction, DESIGN §3). Answers its id, or null when its `chave` was taken.
 */
export async function escreverEmail(conn: Conn, e: NovoEmail): Promise<number | null> {
  const { texto, html } = montar(e.conteudo);
  const [m] = await conn
    .insert(emailMensagem)
    .values({
      para: e.para,
      usuarioId: e.usuarioId ?? null,
      eventoId: e.eventoId ?? null,
      tipo: e.tipo,
      assunto: e.assunto.slice(0, 200),
      texto,
      html,
      chave: e.chave,
    })
    .onConflictDoNothing({ target: emailMensagem.chave })
    .returning({ id: emailMensagem.id });
  return m?.id ?? null;
}

/** The body of a "send this link by e-mail" call: the address the user typed. */
export const EnvioDeLinkBody = z
  .strictObject({
    email: z
      .string({ error: "Informe o e-mail." })
      .trim()
      .min(1, "Informe o e-mail.")
      .max(254, "O e-mail pode ter até 254 caracteres.")
      .pipe(z.email({ error: "Informe um e-mail válido." })),
  })
  .openapi("EnvioDeLink");

export const LinkEnviadoSchema = z
  .object({
    url: z.string().openapi({ description: "O link enviado, o único que vale agora" }),
    expira: z.string(),
    para: z.string(),
  })
  .openapi("LinkEnviado");

/** The kinds of link the portal sends: the shared links of server/lib/link.ts, and a new user's password link. */
export type TipoLink = FinalidadeLink | "SENHA";

const LINKS: Record<TipoLink, { assunto: string; chamada: string; botao: string }> = {
  ASSINATURA: {
    assunto: "Contrato para assinar",
    chamada: "Você recebeu um link para assinar o contrato",
    botao: "Assinar o contrato",
  },
  PAGAMENTO: {
    assunto: "Link de pagamento",
    chamada: "Você recebeu um link para pagar a parte do cliente",
    botao: "Pagar",
  },
  AVALIACAO: {
    assunto: "Avaliação do serviço",
    chamada: "Você recebeu um link para avaliar o serviço prestado",
    botao: "Avaliar o serviço",
  },
  SENHA: {
    assunto: "Defina sua senha",
    chamada: "Sua conta no Hub de Serviços foi criada. Defina sua senha para entrar",
    botao: "Definir a senha",
  },
};

/** "da solicitação 2026-000012 (Consultoria financeira)": what a link of request `id` opens. */
async function sobreSolicitacao(conn: Conn, id: number) {
  const c = await contextoDe(conn, { entidade: "solicitacao", entidadeId: id });
  return c ? `da solicitação ${c.nro} (${c.servico})` : undefined;
}

/**
 * Writes the e-mail that hands link `url` of kind `tipo` to address `para`: what it opens (request
 * `solicitacao`'s number and service, when it is about one), until when it works, and who sent it.
 * Answers what the caller shows: the link, its expiry and the address.
 */
export async function enviarLink(
  conn: Conn,
  l: {
    tipo: TipoLink;
    url: string;
    expira: string;
    para: string;
    solicitacao?: number;
    enviadoPor?: string;
  },
) {
  const t = LINKS[l.tipo];
  const sobre = l.solicitacao ? await sobreSolicitacao(conn, l.solicitacao) : undefined;
  await escreverEmail(conn, {
    para: l.para,
    tipo: `link_${l.tipo.toLowerCase()}`,
    assunto: sobre ? `${t.assunto} ${sobre}` : t.assunto,
    conteudo: {
      titulo: t.assunto,
      paragrafos: [
        `${t.chamada}${sobre ? ` ${sobre}` : ""}.`,
        ...(l.enviadoPor ? [`Enviado por ${l.enviadoPor} pelo Hub de Serviços.`] : []),
        `O link vale até ${formatDateTime(l.expira)} e só pode ser usado uma vez. Não o repasse a outras pessoas.`,
      ],
      botao: { texto: t.botao, url: l.url },
    },
  });
  return { url: l.url, expira: l.expira, para: l.para };
}
