import "server-only";
import { and, asc, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import {
  centroCusto,
  diagnostico,
  empresa,
  parceiro,
  reservaCentroCusto,
  solicitacao,
  solicitacaoArquivo,
  solicitacaoParceiro,
  status,
  substatus,
} from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { notFound } from "../../../lib/errors";
import { ordemSemAcento } from "../../../lib/search";
import { readHistory } from "../../../lib/history";
import { execucaoDe } from "./execucao";
import { findRows, NAO_ENCONTRADA, presentCompleto } from "./service";
import { documentosOf } from "../documento/service";
import { acoesDisponiveis } from "../../../lib/workflow";
import { solicitacaoWorkflow, type SubstatusCodigo } from "../workflow";
import { solicitacaoVisivelPara } from "../../../authz/escopo";
import { SOLICITACAO } from "@/lib/regras/solicitacao";

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

const parceirosOf = (conn: Conn, id: number) =>
  conn
    .select({ id: parceiro.id, razaosocial: parceiro.razaosocial, subsidio: parceiro.subsidio })
    .from(solicitacaoParceiro)
    .innerJoin(parceiro, eq(parceiro.id, solicitacaoParceiro.parceiroId))
    .where(eq(solicitacaoParceiro.solicitacaoId, id))
    .orderBy(ordemSemAcento(parceiro.razaosocial));

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
 * One request the user may reach with everything the staff page shows at `now`; `filho` limits it to
 * sub-requests. 404 when out of reach.
 */
export async function getDetalhe(conn: Conn, user: AuthUser, id: number, now: Date, filho = false) {
  const [row] = await findRows(
    conn,
    and(
      eq(solicitacao.id, id),
      filho ? isNotNull(solicitacao.solicitacaoPaiId) : undefined,
      solicitacaoVisivelPara(conn, user),
    ),
  );
  if (!row) throw notFound(filho ? "Subsolicitação não encontrada." : NAO_ENCONTRADA);
  const [
    [{ item, empresas_detalhe }],
    [reserva],
    parceiros,
    documentos,
    diagnosticos,
    [{ filhos }],
    eventos,
  ] = await Promise.all([
    presentCompleto(conn, [row]),
    reservaOf(conn, id),
    parceirosOf(conn, id),
    documentosOf(conn, eq(solicitacaoArquivo.solicitacaoId, id)),
    diagnosticosOf(conn, id),
    conn
      .select({ filhos: count() })
      .from(solicitacao)
      .where(and(eq(solicitacao.solicitacaoPaiId, id), solicitacaoVisivelPara(conn, user))),
    readHistory(conn, [["solicitacao", id]], "equipe"),
  ]);
  const { execucao } = await execucaoDe(conn, user, id, diagnosticos, now);
  const sub = row.substatus.codigo as SubstatusCodigo;
  const devolucao = eventos.findLast((e) => e.acao === "DEVOLVER");
  return {
    ...item,
    versao: row.s.versao,
    justificativa: row.s.justificativa,
    empresas_detalhe,
    reserva: reserva ? { ...reserva, valor: Number(reserva.valor) } : null,
    parceiros: parceiros.map((p) => ({ ...p, subsidio: Number(p.subsidio) })),
    arquivos: documentos,
    diagnosticos: diagnosticos.map((d) => ({ ...d, prazo: d.prazo.toISOString() })),
    count_subsolicitacoes: filhos,
    ...execucao,
    ajuste: sub === SOLICITACAO.DEVOLVIDA_CLIENTE ? (devolucao?.motivo ?? null) : null,
    historico: eventos,
    // The buttons the page shows: what the workflow table lets this user do in this substatus.
    acoes: acoesDisponiveis(solicitacaoWorkflow, user, sub, row.s),
  };
}
