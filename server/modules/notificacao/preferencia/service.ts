import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import { notificacaoPreferencia } from "../../../db/schema";
import {
  CATEGORIAS,
  CATEGORIAS_NOTIFICACAO,
  type CanalEmail,
  type CategoriaNotificacao,
} from "@/lib/regras/notificacao";

/** Each kind's channel for the user: what they chose, else the kind's default. */
export async function preferenciasDe(conn: Conn, usuarioId: number) {
  const escolhas = await conn
    .select({ categoria: notificacaoPreferencia.categoria, canal: notificacaoPreferencia.canal })
    .from(notificacaoPreferencia)
    .where(eq(notificacaoPreferencia.usuarioId, usuarioId));
  const por = new Map(escolhas.map((e) => [e.categoria, e.canal as CanalEmail]));
  return {
    results: CATEGORIAS.map((categoria) => ({
      categoria,
      canal: por.get(categoria) ?? CATEGORIAS_NOTIFICACAO[categoria].padrao,
    })),
  };
}

/** Records the user's choices (the kinds not named keep theirs) and answers all of them. */
export async function salvarPreferencias(
  conn: Conn,
  usuarioId: number,
  escolhas: { categoria: CategoriaNotificacao; canal: CanalEmail }[],
) {
  if (escolhas.length)
    await conn
      .insert(notificacaoPreferencia)
      .values(escolhas.map((e) => ({ usuarioId, ...e })))
      .onConflictDoUpdate({
        target: [notificacaoPreferencia.usuarioId, notificacaoPreferencia.categoria],
        set: { canal: sql`excluded.canal` },
      });
  return preferenciasDe(conn, usuarioId);
}

/** The channel of kind `categoria` for each of `usuarios`. */
export async function canaisDe(conn: Conn, usuarios: number[], categoria: CategoriaNotificacao) {
  const canais = new Map<number, CanalEmail>(
    usuarios.map((u) => [u, CATEGORIAS_NOTIFICACAO[categoria].padrao]),
  );
  if (!usuarios.length) return canais;
  const escolhas = await conn
    .select({ usuarioId: notificacaoPreferencia.usuarioId, canal: notificacaoPreferencia.canal })
    .from(notificacaoPreferencia)
    .where(
      and(
        inArray(notificacaoPreferencia.usuarioId, usuarios),
        eq(notificacaoPreferencia.categoria, categoria),
      ),
    );
  for (const e of escolhas) canais.set(e.usuarioId, e.canal as CanalEmail);
  return canais;
}
