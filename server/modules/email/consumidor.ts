import "server-only";
import { inArray } from "drizzle-orm";
import { env, linkBaseUrl } from "@/lib/env";
import type { Conn, Tx } from "../../db/client";
import { usuario } from "../../db/schema";
import type { Consumidor, EventoLido } from "../../lib/evento";
import { canaisDe, categoriaDe, notificacoesDe } from "../notificacao";
import { escreverEmail } from "../../lib/email";

/** The e-mail address of each of `ids`. */
export async function enderecos(conn: Conn, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const r = await conn
    .select({ id: usuario.id, email: usuario.email })
    .from(usuario)
    .where(inArray(usuario.id, ids));
  return new Map(r.map((u) => [u.id, u.email]));
}

/** A portal page as an address to open from a mail reader. */
export const enderecoDaPagina = (pagina: string) => `${linkBaseUrl(env)}${pagina}`;

/**
 * E-mail as a consumer of the outbox: the people the routing table tells of an event (notificacao's
 * REGRAS, the same who and what as the bell), each one who wants this kind at once getting a message.
 * Messages are only written here; the sender sends them after this commits.
 */
export const EMAIL: Consumidor = {
  nome: "email",
  async tratar(tx: Tx, ev: EventoLido) {
    const linhas = await notificacoesDe(tx, ev);
    const categoria = linhas.length ? categoriaDe(linhas[0].tipo) : undefined;
    if (!categoria) return;
    const ids = linhas.map((l) => l.usuarioId);
    const canais = await canaisDe(tx, ids, categoria);
    const para = await enderecos(tx, ids);
    for (const l of linhas)
      if (canais.get(l.usuarioId) === "IMEDIATO" && para.has(l.usuarioId))
        await escreverEmail(tx, {
          para: para.get(l.usuarioId)!,
          usuarioId: l.usuarioId,
          eventoId: ev.id,
          tipo: l.tipo,
          assunto: l.titulo,
          conteudo: {
            titulo: l.titulo,
            paragrafos: [l.texto],
            botao: { texto: "Abrir no portal", url: enderecoDaPagina(l.link) },
          },
          chave: `evento:${ev.id}:${l.usuarioId}`,
        });
  },
};
