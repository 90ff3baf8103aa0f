import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Conn, Tx } from "../../../db/client";
import { arquivo, documentoTipo, empresa, empresaDocumento } from "../../../db/schema";
import { empresaAlcancavel } from "../../../authz/escopo";
import type { AuthUser } from "../../../lib/context";
import { badRequest, notFound } from "../../../lib/errors";
import { loadFile, saveFile } from "../../../lib/files";
import { PARTES_E_EQUIPE, registrarTextos, writeHistory } from "../../../lib/history";
import type { DocumentoForm } from "./schemas";

registrarTextos("empresa", [{ codigo: "DOCUMENTO_ENVIADO", texto: "Documento enviado" }]);

/** The active document types; the required ones first, as a provider sends them before asking accreditation. */
export const tiposDeDocumento = (conn: Conn) =>
  conn
    .select({
      id: documentoTipo.id,
      descricao: documentoTipo.descricao,
      exigido_prestador: documentoTipo.exigidoPrestador,
    })
    .from(documentoTipo)
    .where(eq(documentoTipo.ativo, true))
    .orderBy(desc(documentoTipo.exigidoPrestador), asc(documentoTipo.id));

async function exigirEmpresa(conn: Conn, user: AuthUser, id: number) {
  const [row] = await conn
    .select({ id: empresa.id })
    .from(empresa)
    .where(and(eq(empresa.id, id), empresaAlcancavel(conn, user)));
  if (!row) throw notFound("Empresa não encontrada.");
}

/** A company's documents, newest first, for its own users and staff. */
export async function documentosDaEmpresa(conn: Conn, user: AuthUser, empresaId: number) {
  await exigirEmpresa(conn, user, empresaId);
  const rows = await conn
    .select({
      id: empresaDocumento.id,
      tipo: { id: documentoTipo.id, descricao: documentoTipo.descricao },
      arquivo: { id: arquivo.id, nome: arquivo.nome, tipo: arquivo.tipo, tamanho: arquivo.tamanho },
      dtainclusao: empresaDocumento.dtainclusao,
    })
    .from(empresaDocumento)
    .innerJoin(documentoTipo, eq(documentoTipo.id, empresaDocumento.tipoId))
    .innerJoin(arquivo, eq(arquivo.id, empresaDocumento.arquivoId))
    .where(eq(empresaDocumento.empresaId, empresaId))
    .orderBy(desc(empresaDocumento.dtainclusao), desc(empresaDocumento.id));
  return rows.map((r) => ({ ...r, dtainclusao: r.dtainclusao.toISOString() }));
}

/** Stores a company document of an active type (PDF, PNG or JPEG, checked by its bytes), for its users or staff. */
export async function enviarDocumento(tx: Tx, user: AuthUser, form: DocumentoForm, now: Date) {
  await exigirEmpresa(tx, user, form.empresa);
  const [tipo] = await tx
    .select({ id: documentoTipo.id, descricao: documentoTipo.descricao })
    .from(documentoTipo)
    .where(and(eq(documentoTipo.id, form.tipo), eq(documentoTipo.ativo, true)));
  if (!tipo) throw badRequest("Dados inválidos.", { tipo: ["Tipo de documento não encontrado."] });
  const salvo = await saveFile(tx, form.arquivo, { kind: "documento", usuarioId: user.id });
  const [doc] = await tx
    .insert(empresaDocumento)
    .values({
      empresaId: form.empresa,
      tipoId: tipo.id,
      arquivoId: salvo.id,
      usuarioId: user.id,
      dtainclusao: now,
    })
    .returning({ id: empresaDocumento.id });
  await writeHistory(tx, {
    entidade: "empresa",
    entidadeId: form.empresa,
    acao: "DOCUMENTO_ENVIADO",
    para: tipo.descricao,
    usuarioId: user.id,
    audiencias: PARTES_E_EQUIPE,
  });
  return {
    id: doc.id,
    tipo,
    arquivo: { id: salvo.id, nome: salvo.nome, tipo: salvo.tipo, tamanho: salvo.tamanho },
    dtainclusao: now.toISOString(),
  };
}

/** The file of a company's document, for its users and staff. */
export async function arquivoDoDocumento(conn: Conn, user: AuthUser, empresaId: number, documentoId: number) {
  await exigirEmpresa(conn, user, empresaId);
  const [d] = await conn
    .select({ arquivoId: empresaDocumento.arquivoId })
    .from(empresaDocumento)
    .where(and(eq(empresaDocumento.id, documentoId), eq(empresaDocumento.empresaId, empresaId)));
  if (!d) throw notFound("Documento não encontrado.");
  return loadFile(conn, d.arquivoId);
}
