import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import { arquivo, editalArquivo } from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { notFound } from "../../../lib/errors";
import { loadFile } from "../../../lib/files";
import { editalVisivel } from "./consulta";

// A tender's own files (the notice and its annexes): read where the tender is, downloaded one by one.

/** The tender's files, notice first. */
export async function arquivosDe(conn: Conn, id: number) {
  const rows = await conn
    .select({
      id: editalArquivo.id,
      tipo: editalArquivo.tipo,
      titulo: editalArquivo.titulo,
      dtainclusao: editalArquivo.dtainclusao,
      arquivo: { id: arquivo.id, nome: arquivo.nome, tipo: arquivo.tipo, tamanho: arquivo.tamanho },
    })
    .from(editalArquivo)
    .innerJoin(arquivo, eq(arquivo.id, editalArquivo.arquivoId))
    .where(eq(editalArquivo.editalId, id))
    .orderBy(desc(sql`${editalArquivo.tipo} = 'EDITAL'`), asc(editalArquivo.id));
  return rows.map((r) => ({ ...r, dtainclusao: r.dtainclusao.toISOString() }));
}

// GET /credenciamento/edital/detalhe/{id}/arquivos/
export async function arquivosDoEdital(conn: Conn, user: AuthUser | null, id: number) {
  await editalVisivel(conn, user, id);
  return arquivosDe(conn, id);
}

/** One of the tender's files, to download. */
export async function arquivoDoEdital(conn: Conn, user: AuthUser | null, id: number, arquivoId: number) {
  await editalVisivel(conn, user, id);
  const [row] = await conn
    .select({ arquivoId: editalArquivo.arquivoId })
    .from(editalArquivo)
    .where(and(eq(editalArquivo.editalId, id), eq(editalArquivo.id, arquivoId)));
  if (!row) throw notFound("Arquivo não encontrado.");
  return loadFile(conn, row.arquivoId);
}
