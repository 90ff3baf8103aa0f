import "server-only";
import { and, eq } from "drizzle-orm";
import type { Conn } from "../db/client";
import { documentoTipo, empresa, empresaDocumento, historico, usuario } from "../db/schema";
import { saveGenerated } from "../lib/files";
import { DocumentoPdf } from "../lib/pdf";
import { SO_EQUIPE } from "../lib/history";
import { DOCUMENTOS_EMPRESA, NOTAS_EMPRESA } from "./data/empresa-documentos";
import { idsBy, need } from "../db/referencia";

/** A one-page PDF with a title and lines, stored as a file of `usuarioId`. */
async function pdf(db: Conn, nome: string, [titulo, ...linhas]: string[], usuarioId: number, em: Date) {
  const doc = (await DocumentoPdf.criar(titulo, em)).titulo(titulo);
  for (const linha of linhas) doc.paragrafo(linha);
  const bytes = await doc.salvar();
  return (await saveGenerated(db, { nome, tipo: "application/pdf", bytes, usuarioId, now: em })).id;
}

/**
 * Documents on file and staff notes of demo companies; needs `seedEmpresas` first. A company's document
 * of a kind, or a note with its text, that is already there is kept.
 */
export async function seedEmpresaDocumentos(db: Conn): Promise<void> {
  const todos = [...DOCUMENTOS_EMPRESA, ...NOTAS_EMPRESA];
  const empresas = await idsBy(db, empresa, empresa.cnpj, [...new Set(todos.map((d) => d.empresa))]);
  const usuarios = await idsBy(db, usuario, usuario.email, [...new Set(todos.map((d) => d.por))]);
  const tipos = await idsBy(db, documentoTipo, documentoTipo.descricao);

  for (const d of DOCUMENTOS_EMPRESA) {
    const empresaId = need(empresas, d.empresa, "empresa");
    const tipoId = need(tipos, d.tipo, "tipo de documento");
    const tem = await db.$count(
      empresaDocumento,
      and(eq(empresaDocumento.empresaId, empresaId), eq(empresaDocumento.tipoId, tipoId)),
    );
    if (tem) continue;
    const usuarioId = need(usuarios, d.por, "usuário");
    const em = new Date(d.em);
    const arquivoId = await pdf(db, d.arquivo, d.linhas, usuarioId, em);
    await db.insert(empresaDocumento).values({ empresaId, tipoId, arquivoId, usuarioId, dtainclusao: em });
  }

  for (const n of NOTAS_EMPRESA) {
    const empresaId = need(empresas, n.empresa, "empresa");
    const tem = await db.$count(
      historico,
      and(
        eq(historico.entidade, "empresa"),
        eq(historico.entidadeId, empresaId),
        eq(historico.acao, "NOTA"),
        eq(historico.motivo, n.texto),
      ),
    );
    if (tem) continue;
    const usuarioId = need(usuarios, n.por, "usuário");
    const em = new Date(n.em);
    await db.insert(historico).values({
      entidade: "empresa",
      entidadeId: empresaId,
      acao: "NOTA",
      motivo: n.texto,
      usuarioId,
      audiencias: [...SO_EQUIPE],
      arquivoId: n.anexo ? await pdf(db, n.anexo.arquivo, n.anexo.linhas, usuarioId, em) : null,
      dtainclusao: em,
    });
  }
}
