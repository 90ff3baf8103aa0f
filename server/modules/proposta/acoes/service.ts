import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import { PROPOSTA, type StatusProposta } from "@/lib/regras/proposta";
import { A_CARGO_DO_CLIENTE } from "@/lib/regras/solicitacao";
import { hasAnyRole } from "@/lib/roles";
import type { Tx } from "../../../db/client";
import { proposta, solicitacao, substatus } from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { badRequest, conflict, HubError, notFound } from "../../../lib/errors";
import { saveFile } from "../../../lib/files";
import { fimDoDia, hojeEmSaoPaulo } from "../../../lib/dia";
import { estadoDe, executar, exigirAcao } from "../../../lib/workflow";
import { rodadaAbertaEm, seguirSolicitacao } from "../../solicitacao";
import {
  propostaVisivelPara,
  solicitacaoDoCliente,
  solicitacaoVisivelPara,
  substatusDaSolicitacao,
} from "../../../authz/escopo";
import { selectPropostas } from "../consulta";
import type { AtualizaProposta } from "../schemas";
import { type AcaoProposta, estadosDe, propostaWorkflow } from "../workflow";
import { exigirRodadaAberta, revisao } from "./envio";

// Locks are taken request first, then its proposals (the workflow engine locks each proposal it changes),
// so a client selecting while staff open a new round wait for each other instead of deadlocking.

/** Locks the request for a change of its proposals. */
const travarSolicitacao = (tx: Tx, id: number) =>
  tx.select({ id: solicitacao.id }).from(solicitacao).where(eq(solicitacao.id, id)).for("update");

/**
 * The proposal `id` the user reads, checked against the table for `acao`, with its request locked: the
 * engine then locks the proposal and checks its state again.
 */
async function propostaPara(tx: Tx, user: AuthUser, id: number, acao: AcaoProposta, now: Date) {
  const [row] = await selectPropostas(tx, now).where(
    and(eq(proposta.id, id), propostaVisivelPara(tx, user, rodadaAbertaEm(now))),
  );
  if (!row) throw notFound("Proposta não encontrada.");
  const estado = row.status.codigo as StatusProposta;
  const linha = { ...row.p, alteravel: row.alteravel };
  exigirAcao(propostaWorkflow, acao, user, estado, linha);
  await travarSolicitacao(tx, row.p.solicitacaoId);
  return { ...linha, estado };
}

/** What every action answers: the proposal's new version and status. */
export const resultado = (tx: Tx, id: number) => estadoDe(tx, propostaWorkflow, id);

/**
 * The provider revises their proposal: a draft stays a draft with partial_save or is sent; a sent one is
 * revised while the round is open; one in negotiation is revised and goes back to the client selected.
 */
export async function atualizar(
  tx: Tx,
  user: AuthUser,
  body: AtualizaProposta,
  rascunho: boolean,
  now: Date,
  versao?: number,
) {
  const [atual] = await selectPropostas(tx, now).where(
    and(eq(proposta.id, body.id), propostaVisivelPara(tx, user, rodadaAbertaEm(now))),
  );
  if (!atual) throw notFound("Proposta não encontrada.");
  await travarSolicitacao(tx, atual.p.solicitacaoId);
  const estado = atual.status.codigo as StatusProposta;
  // In negotiation the table takes a revision (back to selected), otherwise an update.
  const acao = estadosDe("revisar").includes(estado) ? "revisar" : "atualizar";
  const negociacao = acao === "revisar";
  const linha = { ...atual.p, alteravel: atual.alteravel };
  exigirAcao(propostaWorkflow, acao, user, estado, linha);
  if (!negociacao) await exigirRodadaAberta(tx, atual.p.solicitacaoId, now);
  const preco = await revisao(tx, atual.p.solicitacaoId, body);
  // A sent proposal stays sent: partial_save only keeps a draft a draft.
  const para = !negociacao && rascunho && estado === PROPOSTA.RASCUNHO ? PROPOSTA.RASCUNHO : PROPOSTA.ENVIADA;
  const enviando = !negociacao && para === PROPOSTA.ENVIADA && estado === PROPOSTA.RASCUNHO;
  await executar(tx, propostaWorkflow, {
    id: body.id,
    acao,
    user,
    linha,
    versao,
    para: negociacao ? undefined : para,
    set: { ...preco.colunas, ...(enviando ? { dtaenvio: now } : {}) },
  });
  await preco.gravarItens(body.id);
  if (negociacao) await seguirSolicitacao(tx, user, atual.p.solicitacaoId, "proposta_revisada");
  return resultado(tx, body.id);
}

/**
 * The provider attaches its own PDF of the proposal (replacing any earlier one): while the round is open,
 * or during a negotiation.
 */
export async function anexar(tx: Tx, user: AuthUser, id: number, file: File, now: Date, versao?: number) {
  const p = await propostaPara(tx, user, id, "anexar", now);
  if (p.estado !== PROPOSTA.EM_NEGOCIACAO) await exigirRodadaAberta(tx, p.solicitacaoId, now);
  const salvo = await saveFile(tx, file, { kind: "pdf", usuarioId: user.id });
  await executar(tx, propostaWorkflow, {
    id,
    acao: "anexar",
    user,
    linha: p,
    versao,
    set: { arquivoId: salvo.id },
    historico: { de: null, para: salvo.nome },
  });
  return resultado(tx, id);
}

/** The provider gives up their proposal, saying why; a negotiation on it ends with it. */
export async function desistir(
  tx: Tx,
  user: AuthUser,
  id: number,
  motivo: string,
  now: Date,
  versao?: number,
) {
  const p = await propostaPara(tx, user, id, "desistir", now);
  await executar(tx, propostaWorkflow, { id, acao: "desistir", user, linha: p, versao, motivo });
  if (p.estado === PROPOSTA.EM_NEGOCIACAO)
    await seguirSolicitacao(tx, user, p.solicitacaoId, "proposta_revisada");
  return resultado(tx, id);
}

/** The request's substatus, locked, as the client or staff reach it; 404 out of reach. */
async function solicitacaoDecidida(tx: Tx, user: AuthUser, id: number) {
  const [s] = await tx
    .select({
      id: solicitacao.id,
      codigo: substatusDaSolicitacao.codigo,
      prazo: solicitacao.dtaprazoenvioproposta,
    })
    .from(solicitacao)
    .innerJoin(substatusDaSolicitacao, eq(substatusDaSolicitacao.id, solicitacao.substatusId))
    .where(
      and(
        eq(solicitacao.id, id),
        hasAnyRole(user, ["cliente"]) ? solicitacaoDoCliente(tx, user.id) : solicitacaoVisivelPara(tx, user),
      ),
    )
    .for("update", { of: solicitacao });
  if (!s) throw notFound("Solicitação não encontrada.");
  return s;
}

/**
 * The client selects a proposal once the round has closed; the request's other proposals in play become
 * not selected. Selecting another later moves the selection.
 */
export async function selecionar(tx: Tx, user: AuthUser, id: number, now: Date, versao?: number) {
  const p = await propostaPara(tx, user, id, "selecionar", now);
  const s = await solicitacaoDecidida(tx, user, p.solicitacaoId);
  if (s.codigo !== A_CARGO_DO_CLIENTE.proposta)
    throw conflict("A escolha da proposta só é possível com as propostas em análise.");
  await executar(tx, propostaWorkflow, { id, acao: "selecionar", user, linha: p, versao });
  const outras = await tx
    .select({ id: proposta.id })
    .from(proposta)
    .innerJoin(substatus, eq(substatus.id, proposta.substatusId))
    .where(
      and(
        eq(proposta.solicitacaoId, p.solicitacaoId),
        ne(proposta.id, id),
        inArray(substatus.codigo, estadosDe("preterir")),
      ),
    );
  for (const o of outras)
    await executar(tx, propostaWorkflow, { id: o.id, acao: "preterir", user, linha: o });
  await seguirSolicitacao(tx, user, p.solicitacaoId, "proposta_selecionada");
  return resultado(tx, id);
}

/**
 * Staff (or the client asking for an adjustment) open a negotiation on the selected proposal, saying
 * what to change; the provider answers with a revision.
 */
export async function negociar(
  tx: Tx,
  user: AuthUser,
  solicitacaoId: number,
  id: number,
  motivo: string,
  now: Date,
) {
  const p = await propostaPara(tx, user, id, "negociar", now);
  if (p.solicitacaoId !== solicitacaoId) throw notFound("Proposta não encontrada.");
  await solicitacaoDecidida(tx, user, solicitacaoId);
  await executar(tx, propostaWorkflow, { id, acao: "negociar", user, linha: p, motivo });
  await seguirSolicitacao(tx, user, solicitacaoId, "negociar", { motivo });
  return resultado(tx, id);
}

/** The client sends the request, with its selected proposal, to the managers' final analysis. */
export async function enviarParaAnalise(tx: Tx, user: AuthUser, solicitacaoId: number, versao?: number) {
  const s = await solicitacaoDecidida(tx, user, solicitacaoId);
  if (s.codigo === A_CARGO_DO_CLIENTE.proposta) {
    const [selecionada] = await tx
      .select({ id: proposta.id })
      .from(proposta)
      .innerJoin(substatus, eq(substatus.id, proposta.substatusId))
      .where(and(eq(proposta.solicitacaoId, solicitacaoId), eq(substatus.codigo, PROPOSTA.SELECIONADA)));
    if (!selecionada)
      throw new HubError(422, "Selecione uma proposta antes de enviar para a análise do gestor.");
  }
  await seguirSolicitacao(tx, user, solicitacaoId, "analise_gestor", { versao });
}

/**
 * Staff open a new round with a later deadline: the request takes proposals again and those being
 * decided are reopened for their providers to revise.
 */
export async function novaRodada(
  tx: Tx,
  user: AuthUser,
  solicitacaoId: number,
  body: { dtaprazoenvioproposta: string; motivo: string },
  now: Date,
  versao?: number,
) {
  const s = await solicitacaoDecidida(tx, user, solicitacaoId);
  const dia = body.dtaprazoenvioproposta;
  const atual = s.prazo && hojeEmSaoPaulo(s.prazo);
  if (dia <= hojeEmSaoPaulo(now) || (atual && dia <= atual))
    throw badRequest("Dados inválidos.", {
      dtaprazoenvioproposta: ["O novo prazo deve ser depois de hoje e do prazo atual."],
    });
  await seguirSolicitacao(tx, user, solicitacaoId, "nova_rodada", {
    motivo: body.motivo || undefined,
    set: { dtaprazoenvioproposta: fimDoDia(dia) },
    versao,
  });
  const decididas = await tx
    .select({ id: proposta.id })
    .from(proposta)
    .innerJoin(substatus, eq(substatus.id, proposta.substatusId))
    .where(and(eq(proposta.solicitacaoId, solicitacaoId), inArray(substatus.codigo, estadosDe("reabrir"))));
  for (const d of decididas)
    await executar(tx, propostaWorkflow, { id: d.id, acao: "reabrir", user, linha: d });
}
