import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Conn, Tx } from "../../db/client";
import { projeto, projetoCertificado, solicitacao, substatus } from "../../db/schema";
import { empresasDoUsuario, projetoAlcancavel } from "../../authz/escopo";
import type { AuthUser } from "../../lib/context";
import { conflict, notFound } from "../../lib/errors";
import { loadFile, saveFile } from "../../lib/files";
import { COM_CERTIFICADOS } from "@/lib/regras/projeto";

const NAO_ENCONTRADO = "Projeto não encontrado.";

/** The certificates attached to project `id`, oldest first, for its parties and the staff who reach it. */
export async function certificadosDoProjeto(conn: Conn, user: AuthUser, id: number) {
  const [p] = await conn
    .select({ id: projeto.id })
    .from(projeto)
    .innerJoin(solicitacao, eq(solicitacao.id, projeto.solicitacaoId))
    .where(and(eq(projeto.id, id), projetoAlcancavel(conn, user)));
  if (!p) throw notFound(NAO_ENCONTRADO);
  const linhas = await conn
    .select({
      id: projetoCertificado.id,
      descricao: projetoCertificado.descricao,
      dtainclusao: projetoCertificado.dtainclusao,
    })
    .from(projetoCertificado)
    .where(eq(projetoCertificado.projetoId, id))
    .orderBy(asc(projetoCertificado.dtainclusao), asc(projetoCertificado.id));
  return linhas.map((c) => ({ ...c, dtainclusao: c.dtainclusao.toISOString() }));
}

/** The provider attaches a certificate (a PDF, content-checked) to its project ("insert certificates"). */
export async function inserirCertificado(
  tx: Tx,
  user: AuthUser,
  id: number,
  c: { descricao: string; arquivo: File },
  now: Date,
) {
  const [p] = await tx
    .select({ situacao: substatus.codigo })
    .from(projeto)
    .innerJoin(solicitacao, eq(solicitacao.id, projeto.solicitacaoId))
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(and(eq(projeto.id, id), inArray(projeto.prestadorId, empresasDoUsuario(tx, user.id))));
  if (!p) throw notFound(NAO_ENCONTRADO);
  if (!COM_CERTIFICADOS.includes(p.situacao))
    throw conflict("Certificados são inseridos enquanto o projeto está em execução ou em avaliação.");
  const arquivo = await saveFile(tx, c.arquivo, { kind: "pdf", usuarioId: user.id });
  const [criado] = await tx
    .insert(projetoCertificado)
    .values({
      projetoId: id,
      descricao: c.descricao,
      arquivoId: arquivo.id,
      usuarioId: user.id,
      dtainclusao: now,
    })
    .returning({ id: projetoCertificado.id });
  return criado.id;
}

/** A certificate's PDF, for whoever reaches its project. */
export async function arquivoDoCertificado(
  conn: Conn,
  user: AuthUser,
  projetoId: number,
  certificado: number,
) {
  const [c] = await conn
    .select({ arquivoId: projetoCertificado.arquivoId })
    .from(projetoCertificado)
    .innerJoin(projeto, eq(projeto.id, projetoCertificado.projetoId))
    .innerJoin(solicitacao, eq(solicitacao.id, projeto.solicitacaoId))
    .where(
      and(eq(projetoCertificado.id, certificado), eq(projeto.id, projetoId), projetoAlcancavel(conn, user)),
    );
  if (!c) throw notFound("Certificado não encontrado.");
  return loadFile(conn, c.arquivoId);
}
