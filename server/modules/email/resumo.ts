import "server-only";
import { and, asc, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailResumo, notificacao, usuario } from "../../db/schema";
import { formatDate } from "@/lib/format";
import { hojeEmSaoPaulo } from "@/lib/dia";
import { PREFERENCIAS_PATH } from "@/lib/paths";
import { preferenciasDe, tiposDe } from "../notificacao";
import { enderecoDaPagina } from "./consumidor";
import { escreverEmail } from "../../lib/email";

const LOTE = 100;
/** Notifications listed in one digest at most; the rest are counted and found in the portal. */
const MAX_ITENS = 50;

/** The day before `agora`'s, in São Paulo, as AAAA-MM-DD: the day whose digest is due. */
export function ontem(agora: Date) {
  const d = new Date(`${hojeEmSaoPaulo(agora)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

const doDia = (dia: string) =>
  sql`(${notificacao.dtainclusao} at time zone 'America/Sao_Paulo')::date = ${dia}::date`;

/**
 * Makes yesterday's daily digest (São Paulo's day) for each active user told something that day whose
 * digest of it is not made yet: the notifications of the kinds they receive in the digest, in one
 * e-mail; none when there are none. Each user's day is recorded in its own transaction, so it is
 * gathered once however many instances run. Answers how many digests were written.
 */
export async function fazerResumos(db: Db, agora: Date): Promise<number> {
  const dia = ontem(agora);
  let escritos = 0;
  for (;;) {
    const usuarios = await db
      .selectDistinct({ id: notificacao.usuarioId })
      .from(notificacao)
      .innerJoin(usuario, and(eq(usuario.id, notificacao.usuarioId), eq(usuario.ativo, true)))
      .where(
        and(
          doDia(dia),
          notExists(
            db
              .select({ u: emailResumo.usuarioId })
              .from(emailResumo)
              .where(and(eq(emailResumo.usuarioId, notificacao.usuarioId), eq(emailResumo.dia, dia))),
          ),
        ),
      )
      .orderBy(asc(notificacao.usuarioId))
      .limit(LOTE);
    for (const { id } of usuarios) if (await resumoDe(db, id, dia)) escritos++;
    if (usuarios.length < LOTE) return escritos;
  }
}

async function resumoDe(db: Db, usuarioId: number, dia: string) {
  return db.transaction(async (tx) => {
    const [feito] = await tx
      .insert(emailResumo)
      .values({ usuarioId, dia })
      .onConflictDoNothing()
      .returning({ u: emailResumo.usuarioId });
    // Made by another instance meanwhile.
    if (!feito) return false;
    const tipos = (await preferenciasDe(tx, usuarioId)).results
      .filter((p) => p.canal === "RESUMO")
      .flatMap((p) => tiposDe(p.categoria));
    if (!tipos.length) return false;
    const onde = and(eq(notificacao.usuarioId, usuarioId), doDia(dia), inArray(notificacao.tipo, tipos));
    const itens = await tx
      .select({ titulo: notificacao.titulo, texto: notificacao.texto, link: notificacao.link })
      .from(notificacao)
      .where(onde)
      .orderBy(asc(notificacao.id))
      .limit(MAX_ITENS + 1);
    if (!itens.length) return false;
    const total = itens.length > MAX_ITENS ? await tx.$count(notificacao, onde) : itens.length;
    const [u] = await tx.select({ email: usuario.email }).from(usuario).where(eq(usuario.id, usuarioId));
    const data = formatDate(dia);
    const emailId = await escreverEmail(tx, {
      para: u.email,
      usuarioId,
      tipo: "resumo",
      assunto: `Resumo do dia ${data}`,
      conteudo: {
        titulo: `Resumo do dia ${data}`,
        paragrafos: [
          total === 1
            ? "Uma notificação do dia, das que você escolheu receber no resumo diário:"
            : `${total} notificações do dia, das que você escolheu receber no resumo diário${total > MAX_ITENS ? ` (as ${MAX_ITENS} primeiras abaixo; as demais estão no portal)` : ""}:`,
        ],
        itens: itens
          .slice(0, MAX_ITENS)
          .map((i) => ({ titulo: i.titulo, texto: i.texto, url: enderecoDaPagina(i.link) })),
        botao: { texto: "Mudar o que recebo por e-mail", url: enderecoDaPagina(PREFERENCIAS_PATH) },
      },
      chave: `resumo:${usuarioId}:${dia}`,
    });
    await tx
      .update(emailResumo)
      .set({ emailId })
      .where(and(eq(emailResumo.usuarioId, usuarioId), eq(emailResumo.dia, dia)));
    return true;
  });
}
