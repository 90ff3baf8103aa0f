import "server-only";
import { and, asc, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import {
  arquivo,
  centroCusto,
  diagnostico,
  empresa,
  historico,
  reservaCentroCusto,
  solicitacao,
  solicitacaoArquivo,
  status,
  substatus,
  usuario,
} from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { notFound } from "../../../lib/errors";
import { CENTRO_CUSTO_ALTERAVEL } from "./acoes";
import { findRows, presentCompleto } from "./consulta";
import { NAO_ENCONTRADA, isGestao, visivelPara } from "./escopo";
import { EM_ANALISE, FINAIS, type SubstatusCodigo } from "./machine";
import type { AcaoSolicitacao } from "./schemas-interno";

/**
 * What the user may do to the request now, so the page shows only buttons that will work. A consultant
 * who is not also a manager only links consultants, unlinks themself and attaches documents.
 */
export function acoesPara(
  user: AuthUser,
  sub: SubstatusCodigo,
  consultorId: number | null,
): AcaoSolicitacao[] {
  if (FINAIS.includes(sub)) return [];
  const gestao = isGestao(user);
  const regras: [AcaoSolicitacao, boolean][] = [
    ["devolver", gestao && sub === "AGUARDANDO_ANALISE"],
    ["liberar", gestao && sub === "AGUARDANDO_ANALISE"],
    ["cancelar", gestao],
    ["alterar_objetivo", gestao && EM_ANALISE.includes(sub)],
    ["alterar_consultor", true],
    ["remover_consultor", consultorId !== null && (gestao || consultorId === user.id)],
    ["alterar_centrocusto", gestao && CENTRO_CUSTO_ALTERAVEL.includes(sub)],
    ["alterar_responsaveis", gestao],
    ["subsolicitacao", gestao],
    ["documento", true],
  ];
  return regras.filter(([, pode]) => pode).map(([acao]) => acao);
}

const documentosOf = (conn: Conn, id: number) =>
  conn
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
    .where(eq(solicitacaoArquivo.solicitacaoId, id))
    .orderBy(asc(solicitacaoArquivo.dtainclusao), asc(solicitacaoArquivo.id));

const diagnosticosOf = (conn: Conn, id: number) =>
  conn
    .select({
      id: diagnostico.id,
      nrodiagnostico: diagnostico.nrodiagnostico,
      status: { id: status.id, codigo: status.codigo, descricao: status.descricao, cor: status.cor },
      prestador: { id: empresa.id, nomefantasia: empresa.nomefantasia },
      prazo: diagnostico.prazo,
    })
    .from(diagnostico)
    .innerJoin(substatus, eq(substatus.id, diagnostico.substatusId))
    .innerJoin(status, eq(status.id, substatus.statusId))
    .innerJoin(empresa, eq(empresa.id, diagnostico.prestadorId))
    .where(eq(diagnostico.solicitacaoId, id))
    .orderBy(asc(diagnostico.dtainclusao), asc(diagnostico.id));

const historicoOf = (conn: Conn, id: number) =>
  conn
    .select({
      id: historico.id,
      acao: historico.acao,
      de: historico.de,
      para: historico.para,
      motivo: historico.motivo,
      usuario: { nome: usuario.nome, sobrenome: usuario.sobrenome },
      dtainclusao: historico.dtainclusao,
    })
    .from(historico)
    .leftJoin(usuario, eq(usuario.id, historico.usuarioId))
    .where(and(eq(historico.entidade, "solicitacao"), eq(historico.entidadeId, id)))
    .orderBy(asc(historico.dtainclusao), asc(historico.id));

const reservaOf = (conn: Conn, id: number) =>
  conn
    .select({
      valor: reservaCentroCusto.valor,
      centrocusto: { id: centroCusto.id, codigo: centroCusto.codigo },
    })
    .from(reservaCentroCusto)
    .innerJoin(centroCusto, eq(centroCusto.id, reservaCentroCusto.centroCustoId))
    .where(and(eq(reservaCentroCusto.solicitacaoId, id), isNull(reservaCentroCusto.liberadaEm)));

/**
 * One request the user may reach with everything the staff page shows; `filho` limits it to
 * sub-requests. 404 when out of reach.
 */
export async function getDetalhe(conn: Conn, user: AuthUser, id: number, filho = false) {
  const [row] = await findRows(
    conn,
    and(
      eq(solicitacao.id, id),
      filho ? isNotNull(solicitacao.solicitacaoPaiId) : undefined,
      visivelPara(conn, user),
    ),
  );
  if (!row) throw notFound(filho ? "Subsolicitação não encontrada." : NAO_ENCONTRADA);
  const [[{ item, empresas_detalhe }], [reserva], documentos, diagnosticos, [{ filhos }], eventos] =
    await Promise.all([
      presentCompleto(conn, [row]),
      reservaOf(conn, id),
      documentosOf(conn, id),
      diagnosticosOf(conn, id),
      conn
        .select({ filhos: count() })
        .from(solicitacao)
        .where(and(eq(solicitacao.solicitacaoPaiId, id), visivelPara(conn, user))),
      historicoOf(conn, id),
    ]);
  const sub = row.substatus.codigo as SubstatusCodigo;
  const devolucao = eventos.findLast((e) => e.acao === "DEVOLVER");
  return {
    ...item,
    versao: row.s.versao,
    justificativa: row.s.justificativa,
    empresas_detalhe,
    reserva: reserva ? { ...reserva, valor: Number(reserva.valor) } : null,
    arquivos: documentos.map((d) => ({
      ...d,
      dtainclusao: d.dtainclusao.toISOString(),
      url: `/api/hub/solicitacao/documento/${d.id}/arquivo/`,
    })),
    diagnosticos: diagnosticos.map((d) => ({ ...d, prazo: d.prazo.toISOString() })),
    count_subsolicitacoes: filhos,
    ajuste: sub === "DEVOLVIDA_CLIENTE" ? (devolucao?.motivo ?? null) : null,
    historico: eventos.map((e) => ({ ...e, dtainclusao: e.dtainclusao.toISOString() })),
    acoes: acoesPara(user, sub, row.s.consultorId),
  };
}
