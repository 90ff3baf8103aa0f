import "server-only";
import { z } from "@hono/zod-openapi";
import { and, asc, eq, or } from "drizzle-orm";
import type { Conn } from "../db/client";
import { historico, usuario } from "../db/schema";

export type HistoryEntry = {
  entidade: string;
  entidadeId: number;
  acao?: string | null;
  de?: string | null;
  para?: string | null;
  usuarioId?: number | null;
  motivo?: string | null;
};

/** Records changes of entities (one insert for all); called inside the same transaction as the changes. */
export async function writeHistory(conn: Conn, entries: HistoryEntry | HistoryEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (!list.length) return;
  await conn.insert(historico).values(
    list.map((entry) => ({
      entidade: entry.entidade,
      entidadeId: entry.entidadeId,
      acao: entry.acao ?? null,
      de: entry.de ?? null,
      para: entry.para ?? null,
      usuarioId: entry.usuarioId ?? null,
      motivo: entry.motivo ?? null,
    })),
  );
}

const texto = z.string();

export const HistoricoItemSchema = z
  .object({
    id: z.number().int(),
    acao: texto.nullable(),
    de: texto.nullable(),
    para: texto.nullable(),
    motivo: texto.nullable(),
    usuario: z.object({ nome: texto, sobrenome: texto }).nullable(),
    dtainclusao: texto,
  })
  .openapi("HistoricoItem");

/** History rows of the given entities, merged oldest first, with who made each change. */
export async function readHistory(conn: Conn, entidades: [entidade: string, id: number][]) {
  const rows = await conn
    .select({
      id: historico.id,
      acao: historico.acao,
      de: historico.de,
      para: historico.para,
      motivo: historico.motivo,
      usuario: { nome: usuario.nome, sobrenome: usuario.sobrenome },
      dtainclusao: historico.dtainclusao,
    })
    .from(historico)
    .leftJoin(usuario, eq(usuario.id, historico.usuarioId))
    .where(or(...entidades.map(([e, id]) => and(eq(historico.entidade, e), eq(historico.entidadeId, id)))))
    .orderBy(asc(historico.dtainclusao), asc(historico.id));
  return rows.map((r) => ({ ...r, dtainclusao: r.dtainclusao.toISOString() }));
}
