import "server-only";
import { and, count, desc, eq, gt, gte, isNull, max, sql, type SQL } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { notificacao } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Window } from "../../lib/pagination";
import type { NotificacaoItem } from "./schemas";

const colunas = {
  id: notificacao.id,
  tipo: notificacao.tipo,
  titulo: notificacao.titulo,
  texto: notificacao.texto,
  link: notificacao.link,
  entidade: notificacao.entidade,
  entidade_id: notificacao.entidadeId,
  vistoEm: notificacao.vistoEm,
  dtainclusao: notificacao.dtainclusao,
};
type Linha = Omit<NotificacaoItem, "visto" | "dtainclusao"> & { vistoEm: Date | null; dtainclusao: Date };

const mostrar = ({ vistoEm, dtainclusao, ...n }: Linha): NotificacaoItem => ({
  ...n,
  visto: vistoEm !== null,
  dtainclusao: dtainclusao.toISOString(),
});

/** How many of the user's notifications are not seen yet: the bell's count. */
export async function naoVistas(conn: Conn, usuarioId: number) {
  const [r] = await conn
    .select({ n: count() })
    .from(notificacao)
    .where(and(eq(notificacao.usuarioId, usuarioId), isNull(notificacao.vistoEm)));
  return r.n;
}

/** The user's notifications, newest first (only the unseen ones with `naoVistas`). */
export async function listarNotificacoes(
  conn: Conn,
  usuarioId: number,
  filtro: { naoVistas: boolean },
  win: Window,
) {
  const onde = and(
    eq(notificacao.usuarioId, usuarioId),
    filtro.naoVistas ? isNull(notificacao.vistoEm) : undefined,
  );
  const [linhas, [total]] = await Promise.all([
    conn
      .select(colunas)
      .from(notificacao)
      .where(onde)
      .orderBy(desc(notificacao.id))
      .limit(win.limit)
      .offset(win.offset),
    conn.select({ n: count() }).from(notificacao).where(onde),
  ]);
  return { count: total.n, results: linhas.map(mostrar) };
}

/** The user's notifications after `desde` (a live stream's catch-up), oldest first. */
export async function notificacoesApos(conn: Conn, usuarioId: number, desde: number) {
  const linhas = await conn
    .select(colunas)
    .from(notificacao)
    .where(and(eq(notificacao.usuarioId, usuarioId), gt(notificacao.id, desde)))
    .orderBy(notificacao.id)
    .limit(100);
  return linhas.map(mostrar);
}

/** The id of the user's latest notification (0 with none): where a new stream starts. */
export async function ultimaNotificacao(conn: Conn, usuarioId: number) {
  const [r] = await conn
    .select({ id: max(notificacao.id) })
    .from(notificacao)
    .where(eq(notificacao.usuarioId, usuarioId));
  return r.id ?? 0;
}

/**
 * What the user's notifications of the last `ms` milliseconds are about (their entidades, each once): a
 * stream opened without Last-Event-ID tells these to the page, which may have read its data before they
 * arrived. Counted on the database's clock, which stamps them: the app's may be moved (tests, the demo).
 */
export async function entidadesDesde(conn: Conn, usuarioId: number, ms: number) {
  const linhas = await conn
    .selectDistinct({ entidade: notificacao.entidade })
    .from(notificacao)
    .where(
      and(
        eq(notificacao.usuarioId, usuarioId),
        gte(notificacao.dtainclusao, sql`now() - ${ms}::int * interval '1 millisecond'`),
      ),
    );
  return linhas.map((l) => l.entidade);
}

/** Marks one of the user's notifications seen (another user's is a 404), or all of them. */
export async function marcarVistas(conn: Conn, usuarioId: number, id: number | "todas", agora: Date) {
  const minha: SQL = eq(notificacao.usuarioId, usuarioId);
  if (id !== "todas") {
    const [n] = await conn
      .select({ id: notificacao.id })
      .from(notificacao)
      .where(and(minha, eq(notificacao.id, id)));
    if (!n) throw notFound("Notificação não encontrada.");
  }
  await conn
    .update(notificacao)
    .set({ vistoEm: agora })
    .where(and(minha, isNull(notificacao.vistoEm), id === "todas" ? undefined : eq(notificacao.id, id)));
  return { nao_vistas: await naoVistas(conn, usuarioId) };
}
