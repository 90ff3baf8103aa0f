import "server-only";
import { and, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Conn, Tx } from "../../../db/client";
import { arquivo, credenciamento, empresa, historico, servico, usuario } from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { notFound } from "../../../lib/errors";
import { saveFile } from "../../../lib/files";
import {
  colunasHistorico,
  descricaoDaAcao,
  registrarTextos,
  SO_EQUIPE,
  writeHistory,
} from "../../../lib/history";
import type { Nota } from "./schemas";

const NOTA = "NOTA";
registrarTextos("empresa", [{ codigo: NOTA, texto: "Anotação" }]);

async function exigirEmpresa(conn: Conn, id: number) {
  const [e] = await conn.select({ id: empresa.id }).from(empresa).where(eq(empresa.id, id));
  if (!e) throw notFound("Empresa não encontrada.");
}

/** The company's own rows and those of its accreditations (their decisions are written on the link). */
const daEmpresa = (conn: Conn, id: number) =>
  or(
    and(eq(historico.entidade, "empresa"), eq(historico.entidadeId, id)),
    and(
      eq(historico.entidade, "credenciamento"),
      inArray(
        historico.entidadeId,
        conn.select({ id: credenciamento.id }).from(credenciamento).where(eq(credenciamento.empresaId, id)),
      ),
    ),
  );

async function linhas(conn: Conn, onde: SQL | undefined) {
  const rows = await conn
    .select({
      ...colunasHistorico,
      servico: { id: servico.id, titulo: servico.titulo },
      arquivo: { id: arquivo.id, nome: arquivo.nome, tipo: arquivo.tipo, tamanho: arquivo.tamanho },
    })
    .from(historico)
    .leftJoin(usuario, eq(usuario.id, historico.usuarioId))
    .leftJoin(arquivo, eq(arquivo.id, historico.arquivoId))
    .leftJoin(
      credenciamento,
      and(eq(historico.entidade, "credenciamento"), eq(credenciamento.id, historico.entidadeId)),
    )
    .leftJoin(servico, eq(servico.id, credenciamento.servicoId))
    .where(onde)
    .orderBy(desc(historico.dtainclusao), desc(historico.id));
  return rows.map(({ entidade, ...r }) => ({
    ...r,
    descricao: descricaoDaAcao(entidade, r.acao),
    dtainclusao: r.dtainclusao.toISOString(),
  }));
}

/** A company's history, newest first: staff's notes and the decisions on its accreditations. */
export async function historicoDaEmpresa(conn: Conn, id: number) {
  await exigirEmpresa(conn, id);
  return linhas(conn, daEmpresa(conn, id));
}

/** Adds a staff note (staff only see it) to the company's history, with its attachment checked by content. */
export async function anotar(tx: Tx, user: AuthUser, id: number, nota: Nota) {
  await exigirEmpresa(tx, id);
  const anexo = nota.arquivo && (await saveFile(tx, nota.arquivo, { kind: "documento", usuarioId: user.id }));
  const [novo] = await writeHistory(tx, {
    entidade: "empresa",
    entidadeId: id,
    acao: NOTA,
    usuarioId: user.id,
    motivo: nota.texto,
    audiencias: SO_EQUIPE,
    arquivoId: anexo?.id,
  });
  const [criada] = await linhas(tx, eq(historico.id, novo));
  return criada;
}

/** The attachment of a row of a company's history; 404 when the row has none. */
export async function anexoDoHistorico(conn: Conn, historicoId: number) {
  const [a] = await conn
    .select({ nome: arquivo.nome, tipo: arquivo.tipo, bytes: arquivo.bytes })
    .from(historico)
    .innerJoin(arquivo, eq(arquivo.id, historico.arquivoId))
    .where(and(eq(historico.id, historicoId), inArray(historico.entidade, ["empresa", "credenciamento"])));
  if (!a) throw notFound("Anexo não encontrado.");
  return a;
}
