import "server-only";
import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import {
  arquivo,
  credenciamento,
  documentoTipo,
  empresa,
  empresaDocumento,
  servico,
  substatus,
} from "../../../db/schema";
import { empresaAlcancavel } from "../../../authz/escopo";
import type { AuthUser } from "../../../lib/context";
import { notFound } from "../../../lib/errors";
import { loadFile } from "../../../lib/files";
import { acoesDisponiveis } from "../../../lib/workflow";
import type { SituacaoCredenciamento } from "@/lib/regras/credenciamento";
import { credenciamentoWorkflow, PEDIDO_POSSIVEL } from "./workflow";

const NAO_ENCONTRADA = "Empresa não encontrada.";

/** The provider company `id` as `user` reaches it; 404 when it does not exist, is out of reach or is a client. */
export async function prestadoraAlcancavel(conn: Conn, user: AuthUser, id: number) {
  const [row] = await conn
    .select({
      id: empresa.id,
      razaosocial: empresa.razaosocial,
      nomefantasia: empresa.nomefantasia,
      tipo: empresa.tipo,
    })
    .from(empresa)
    .where(and(eq(empresa.id, id), empresaAlcancavel(conn, user)));
  if (!row) throw notFound(NAO_ENCONTRADA);
  return row;
}

const colunas = {
  id: credenciamento.id,
  empresaId: credenciamento.empresaId,
  servico: { id: servico.id, codigo: servico.codigo, titulo: servico.titulo },
  status: { codigo: substatus.codigo, descricao: substatus.descricao, cor: substatus.cor },
  ativo: credenciamento.ativo,
  suspenso: credenciamento.suspenso,
  motivo: credenciamento.motivo,
  arquivoId: credenciamento.arquivoId,
  versao: credenciamento.versao,
  dtainclusao: credenciamento.dtainclusao,
  dtaatualizacao: credenciamento.dtaatualizacao,
};

export const selecionar = (conn: Conn) =>
  conn
    .select(colunas)
    .from(credenciamento)
    .innerJoin(servico, eq(servico.id, credenciamento.servicoId))
    .innerJoin(substatus, eq(substatus.id, credenciamento.substatusId));

/** Required document types the company has not sent yet. */
export async function documentosFaltantes(conn: Conn, empresaId: number) {
  const enviados = conn
    .select({ id: empresaDocumento.tipoId })
    .from(empresaDocumento)
    .where(eq(empresaDocumento.empresaId, empresaId));
  return conn
    .select({ id: documentoTipo.id, descricao: documentoTipo.descricao })
    .from(documentoTipo)
    .where(
      and(
        eq(documentoTipo.exigidoPrestador, true),
        eq(documentoTipo.ativo, true),
        notInArray(documentoTipo.id, enviados),
      ),
    )
    .orderBy(asc(documentoTipo.id));
}

/** A provider's accreditations with their state, the user's possible actions and the documents it still owes. */
export async function credenciamentosDaEmpresa(conn: Conn, user: AuthUser, empresaId: number) {
  const alvo = await prestadoraAlcancavel(conn, user, empresaId);
  const [linhas, faltantes, servicos] = await Promise.all([
    selecionar(conn).where(eq(credenciamento.empresaId, empresaId)).orderBy(asc(servico.titulo)),
    documentosFaltantes(conn, empresaId),
    conn
      .select({ id: servico.id, codigo: servico.codigo, titulo: servico.titulo })
      .from(servico)
      .where(eq(servico.ativo, true))
      .orderBy(asc(servico.titulo)),
  ]);
  const ids = linhas.flatMap((l) => (l.arquivoId ? [l.arquivoId] : []));
  const arquivos = ids.length
    ? await conn
        .select({ id: arquivo.id, nome: arquivo.nome, tipo: arquivo.tipo, tamanho: arquivo.tamanho })
        .from(arquivo)
        .where(inArray(arquivo.id, ids))
    : [];
  return {
    empresa: { id: alvo.id, razaosocial: alvo.razaosocial, nomefantasia: alvo.nomefantasia },
    credenciamentos: linhas.map(({ empresaId: _, arquivoId, ...l }) => ({
      ...l,
      documento: arquivos.find((a) => a.id === arquivoId) ?? null,
      dtainclusao: l.dtainclusao.toISOString(),
      dtaatualizacao: l.dtaatualizacao.toISOString(),
      acoes: acoesDisponiveis(credenciamentoWorkflow, user, l.status.codigo as SituacaoCredenciamento, l),
    })),
    documentos_faltantes: faltantes,
    // What may be asked (or linked by staff) now: no link yet, or a refused one.
    servicos_livres: servicos.filter((sv) =>
      linhas.every(
        (l) => l.servico.id !== sv.id || PEDIDO_POSSIVEL.includes(l.status.codigo as SituacaoCredenciamento),
      ),
    ),
  };
}

/** The document behind a link's suspension, for the provider and staff. */
export async function documentoDaSuspensao(conn: Conn, user: AuthUser, id: number) {
  const [l] = await conn
    .select({ arquivoId: credenciamento.arquivoId })
    .from(credenciamento)
    .innerJoin(empresa, eq(empresa.id, credenciamento.empresaId))
    .where(and(eq(credenciamento.id, id), empresaAlcancavel(conn, user)));
  if (!l?.arquivoId) throw notFound("Documento não encontrado.");
  return loadFile(conn, l.arquivoId);
}
