import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { arquivo, portalDocumento } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { loadFile } from "../../lib/files";

/** The active portal documents in their order, with the file's metadata (never its bytes). */
export async function listDocumentos(conn: Conn) {
  const rows = await conn
    .select({
      id: portalDocumento.id,
      titulo: portalDocumento.titulo,
      descricao: portalDocumento.descricao,
      arquivoId: arquivo.id,
      nome: arquivo.nome,
      tipo: arquivo.tipo,
      tamanho: arquivo.tamanho,
    })
    .from(portalDocumento)
    .innerJoin(arquivo, eq(arquivo.id, portalDocumento.arquivoId))
    .where(eq(portalDocumento.ativo, true))
    .orderBy(asc(portalDocumento.ordem), asc(portalDocumento.id));
  return rows.map(({ arquivoId, nome, tipo, tamanho, ...r }) => ({
    ...r,
    arquivo: { id: arquivoId, nome, tipo, tamanho },
    url: `/api/hub/portal/documento/${r.id}/arquivo/`,
  }));
}

export async function getArquivoDoDocumento(conn: Conn, id: number) {
  const [row] = await conn
    .select({ arquivoId: portalDocumento.arquivoId })
    .from(portalDocumento)
    .where(and(eq(portalDocumento.id, id), eq(portalDocumento.ativo, true)));
  if (!row) throw notFound("Documento não encontrado.");
  return loadFile(conn, row.arquivoId);
}
