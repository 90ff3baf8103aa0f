import "server-only";
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Conn, Db } from "../../../db/client";
import { arquivo, solicitacao, solicitacaoArquivo, substatus, usuario } from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { forbidden, notFound } from "../../../lib/errors";
import { loadFile, saveFile } from "../../../lib/files";
import type { NovoDocumento } from "../criacao/schemas";
import { mudar, solicitacaoPara } from "../acoes/service";
import { isGestao, solicitacaoVisivelPara } from "../../../authz/escopo";

const NAO_ENCONTRADO = "Documento não encontrado.";

/** Documents matching `where` as the API shows them (Documento): file metadata and download address. */
export async function documentosOf(conn: Conn, where: SQL) {
  const rows = await conn
    .select({
      id: solicitacaoArquivo.id,
      arquivo: { id: arquivo.id, nome: arquivo.nome, tipo: arquivo.tipo, tamanho: arquivo.tamanho },
      descricao: solicitacaoArquivo.descricao,
      usuario: { nome: usuario.nome, sobrenome: usuario.sobrenome },
      dtainclusao: solicitacaoArquivo.dtainclusao,
    })
    .from(solicitacaoArquivo)
    .innerJoin(arquivo, eq(arquivo.id, solicitacaoArquivo.arquivoId))
    .leftJoin(usuario, eq(usuario.id, solicitacaoArquivo.usuarioId))
    .where(where)
    .orderBy(asc(solicitacaoArquivo.dtainclusao), asc(solicitacaoArquivo.id));
  return rows.map((d) => ({
    ...d,
    dtainclusao: d.dtainclusao.toISOString(),
    url: `/api/hub/solicitacao/documento/${d.id}/arquivo/`,
  }));
}

/** A document of a request the user may reach, with that request's state; 404 otherwise. */
async function documentoVisivel(conn: Conn, user: AuthUser, id: number) {
  const [row] = await conn
    .select({
      id: solicitacaoArquivo.id,
      solicitacaoId: solicitacaoArquivo.solicitacaoId,
      arquivoId: solicitacaoArquivo.arquivoId,
      usuarioId: solicitacaoArquivo.usuarioId,
      substatus: substatus.codigo,
    })
    .from(solicitacaoArquivo)
    .innerJoin(solicitacao, eq(solicitacao.id, solicitacaoArquivo.solicitacaoId))
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(and(eq(solicitacaoArquivo.id, id), solicitacaoVisivelPara(conn, user)));
  if (!row) throw notFound(NAO_ENCONTRADO);
  return row;
}

/** Attaches a document (PDF or image, checked by content) to an open request the user may reach. */
/** `versao` is the request version the user saw (If-Match): a change made meanwhile makes this a 409. */
export async function incluirDocumento(db: Db, user: AuthUser, f: NovoDocumento, now: Date, versao?: number) {
  const ctx = { user, id: f.solicitacao, now, versao };
  const id = await db.transaction(async (tx) => {
    const sol = await solicitacaoPara(tx, ctx, "documento");
    const salvo = await saveFile(tx, f.arquivo, { kind: "documento", usuarioId: user.id });
    const [doc] = await tx
      .insert(solicitacaoArquivo)
      .values({
        solicitacaoId: sol.id,
        arquivoId: salvo.id,
        descricao: f.descricao,
        usuarioId: user.id,
        dtainclusao: now,
      })
      .returning({ id: solicitacaoArquivo.id });
    await mudar(tx, ctx, {
      acao: "documento",
      linha: sol,
      historico: { para: salvo.nome },
      motivo: f.descricao || null,
    });
    return doc.id;
  });
  const [doc] = await documentosOf(db, eq(solicitacaoArquivo.id, id));
  return doc;
}

/** Removes a document and its file; managers may remove any, other staff only what they attached. */
export async function removerDocumento(db: Db, user: AuthUser, id: number, now: Date, versao?: number) {
  await db.transaction(async (tx) => {
    const doc = await documentoVisivel(tx, user, id);
    if (!isGestao(user) && doc.usuarioId !== user.id)
      throw forbidden("Só quem anexou o documento ou a gestão da solicitação pode removê-lo.");
    const ctx = { user, id: doc.solicitacaoId, now, versao };
    const sol = await solicitacaoPara(tx, ctx, "remover_documento");
    await tx.delete(solicitacaoArquivo).where(eq(solicitacaoArquivo.id, id));
    const [removido] = await tx
      .delete(arquivo)
      .where(eq(arquivo.id, doc.arquivoId))
      .returning({ nome: arquivo.nome });
    await mudar(tx, ctx, {
      acao: "remover_documento",
      linha: sol,
      historico: { de: removido.nome },
    });
  });
}

/** The stored file of a document of a request the user may reach. */
export async function arquivoDoDocumento(conn: Conn, user: AuthUser, id: number) {
  const doc = await documentoVisivel(conn, user, id);
  return loadFile(conn, doc.arquivoId);
}
