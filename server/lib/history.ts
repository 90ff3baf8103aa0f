import "server-only";
import type { Conn } from "../db/client";
import { historico } from "../db/schema";

export type HistoryEntry = {
  entidade: string;
  entidadeId: number;
  acao?: string | null;
  de?: string | null;
  para?: string | null;
  usuarioId?: number | null;
  motivo?: string | null;
};

/** Records one change of an entity; called inside the same transaction as the change itself. */
export async function writeHistory(conn: Conn, entry: HistoryEntry): Promise<void> {
  await conn.insert(historico).values({
    entidade: entry.entidade,
    entidadeId: entry.entidadeId,
    acao: entry.acao ?? null,
    de: entry.de ?? null,
    para: entry.para ?? null,
    usuarioId: entry.usuarioId ?? null,
    motivo: entry.motivo ?? null,
  });
}
