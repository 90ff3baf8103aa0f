import "server-only";
import { and, asc, eq, inArray, lt, notInArray } from "drizzle-orm";
import { hojeEmSaoPaulo } from "@/lib/dia";
import { DOCUMENTO_INSCRICAO, RESULTADO_SERVICO } from "@/lib/regras/edital";
import type { Conn } from "../../../db/client";
import {
  arquivo,
  credenciamento,
  documentoTipo,
  editalDocumento,
  editalGrupo,
  empresa,
  empresaDocumento,
  inscricao,
  inscricaoDocumento,
  inscricaoServico,
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

/**
 * The services a company was accredited in by a tender one of whose accepted documents is past its validity:
 * a document of a group tied to a service counts for that service, one of a group tied to none for them all.
 */
async function servicosComDocumentoVencido(conn: Conn, empresaId: number) {
  const linhas = await conn
    .select({ servico: inscricaoServico.servicoId, grupo: editalGrupo.servicoId })
    .from(inscricao)
    .innerJoin(inscricaoServico, eq(inscricaoServico.inscricaoId, inscricao.id))
    .innerJoin(inscricaoDocumento, eq(inscricaoDocumento.inscricaoId, inscricao.id))
    .innerJoin(substatus, eq(substatus.id, inscricaoDocumento.substatusId))
    .innerJoin(editalDocumento, eq(editalDocumento.id, inscricaoDocumento.documentoId))
    .innerJoin(editalGrupo, eq(editalGrupo.id, editalDocumento.grupoId))
    .where(
      and(
        eq(inscricao.empresaId, empresaId),
        eq(inscricaoServico.resultado, RESULTADO_SERVICO.APROVADO),
        eq(substatus.codigo, DOCUMENTO_INSCRICAO.ACEITO),
        lt(inscricaoDocumento.validade, hojeEmSaoPaulo()),
      ),
    );
  return new Set(linhas.filter((l) => l.grupo === null || l.grupo === l.servico).map((l) => l.servico));
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
  const vencidos = await servicosComDocumentoVencido(conn, empresaId);
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
      documento_vencido: vencidos.has(l.servico.id),
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
