import "server-only";
import { and, asc, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import {
  centroCusto,
  diagnostico,
  empresa,
  reservaCentroCusto,
  solicitacao,
  solicitacaoArquivo,
  status,
  substatus,
} from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { notFound } from "../../../lib/errors";
import { readHistory } from "../../../lib/history";
import { findRows, presentCompleto } from "./consulta";
import { documentosOf } from "./documento";
import { NAO_ENCONTRADA, isGestao, visivelPara } from "./escopo";
import { CENTRO_CUSTO_ALTERAVEL, EM_ANALISE, FINAIS, type SubstatusCodigo } from "./machine";
import type { AcaoSolicitacao } from "./schemas-interno";

/**
 * What the user may do to the request now, so the page shows only buttons that will work. A consultant
 * who is not also a manager only links consultants, unlinks themself and attaches documents.
 */
function acoesPara(user: AuthUser, sub: SubstatusCodigo, consultorId: number | null): AcaoSolicitacao[] {
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
      documentosOf(conn, eq(solicitacaoArquivo.solicitacaoId, id)),
      diagnosticosOf(conn, id),
      conn
        .select({ filhos: count() })
        .from(solicitacao)
        .where(and(eq(solicitacao.solicitacaoPaiId, id), visivelPara(conn, user))),
      readHistory(conn, [["solicitacao", id]]),
    ]);
  const sub = row.substatus.codigo as SubstatusCodigo;
  const devolucao = eventos.findLast((e) => e.acao === "DEVOLVER");
  return {
    ...item,
    versao: row.s.versao,
    justificativa: row.s.justificativa,
    empresas_detalhe,
    reserva: reserva ? { ...reserva, valor: Number(reserva.valor) } : null,
    arquivos: documentos,
    diagnosticos: diagnosticos.map((d) => ({ ...d, prazo: d.prazo.toISOString() })),
    count_subsolicitacoes: filhos,
    ajuste: sub === "DEVOLVIDA_CLIENTE" ? (devolucao?.motivo ?? null) : null,
    historico: eventos,
    acoes: acoesPara(user, sub, row.s.consultorId),
  };
}
