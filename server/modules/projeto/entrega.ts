import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { ETAPA, type StatusEtapa } from "@/lib/regras/projeto";
import type { Conn, Tx } from "../../db/client";
import { projeto, projetoEtapa, solicitacao, substatus } from "../../db/schema";
import { empresasDoUsuario, solicitacaoDoCliente, substatusDaSolicitacao } from "../../authz/escopo";
import type { AuthUser } from "../../lib/context";
import { badRequest, notFound } from "../../lib/errors";
import { loadFile, saveFile } from "../../lib/files";
import { executar, exigirAcao } from "../../lib/workflow";
import { seguirSolicitacao } from "../solicitacao";
import { colunasDaLinha } from "./etapas";
import { etapaWorkflow, linhaDaEtapa } from "./workflow";

/**
 * Stage `etapa` of project `projetoId` if the user is the party that acts on it: the provider's company
 * delivers, the client's companies approve or return. Anyone else gets 404, as for a stage that does not exist.
 */
async function etapaDaParte(
  conn: Conn,
  user: AuthUser,
  projetoId: number,
  etapa: number,
  parte: "prestador" | "cliente",
) {
  const daParte =
    parte === "prestador"
      ? inArray(projeto.prestadorId, empresasDoUsuario(conn, user.id))
      : solicitacaoDoCliente(conn, user.id);
  const [e] = await conn
    .select({
      id: projetoEtapa.id,
      arquivoId: projetoEtapa.arquivoId,
      solicitacaoId: projeto.solicitacaoId,
      situacao: sql<StatusEtapa>`${substatus.codigo}`,
      ...colunasDaLinha,
    })
    .from(projetoEtapa)
    .innerJoin(substatus, eq(substatus.id, projetoEtapa.substatusId))
    .innerJoin(projeto, eq(projeto.id, projetoEtapa.projetoId))
    .innerJoin(solicitacao, eq(solicitacao.id, projeto.solicitacaoId))
    .innerJoin(substatusDaSolicitacao, eq(substatusDaSolicitacao.id, solicitacao.substatusId))
    .where(and(eq(projetoEtapa.projetoId, projetoId), eq(projetoEtapa.id, etapa), daParte));
  if (!e) throw notFound("Etapa não encontrada.");
  return e;
}

/**
 * The provider delivers stage `etapa` with its file (content-checked): ENTREGUE, for the client to review.
 * An internal hiring's delivery ("internal delivery submission") needs its demand accepted and says what
 * was done, as its history row.
 */
export async function entregarEtapa(
  tx: Tx,
  user: AuthUser,
  x: { projeto: number; etapa: number; arquivo: File; descricao?: string; versao?: number; now: Date },
) {
  const e = await etapaDaParte(tx, user, x.projeto, x.etapa, "prestador");
  // Refused before the file is read: a delivery the table does not allow now.
  exigirAcao(etapaWorkflow, "entregar", user, e.situacao, linhaDaEtapa(e));
  const descricao = x.descricao?.trim();
  if (e.interna && !descricao)
    throw badRequest("Algumas informações exigem sua revisão.", {
      descricao: ["Descreva o que foi entregue nesta etapa."],
    });
  const arquivo = await saveFile(tx, x.arquivo, { kind: "documento", usuarioId: user.id });
  await executar(tx, etapaWorkflow, {
    id: e.id,
    acao: "entregar",
    user,
    linha: linhaDaEtapa(e),
    versao: x.versao,
    set: { arquivoId: arquivo.id, dtaentrega: x.now },
    motivo: descricao || undefined,
  });
}

/** The client approves stage `etapa`'s delivery, or returns it saying what to fix. */
export async function avaliarEntrega(
  tx: Tx,
  user: AuthUser,
  x: { projeto: number; etapa: number; acao: "aprovar" | "devolver"; motivo?: string; versao?: number },
) {
  const e = await etapaDaParte(tx, user, x.projeto, x.etapa, "cliente");
  await executar(tx, etapaWorkflow, {
    id: e.id,
    acao: x.acao,
    user,
    linha: linhaDaEtapa(e),
    versao: x.versao,
    motivo: x.motivo,
  });
}

/** The latest delivery of stage `etapa`, for either party of the project. */
export async function arquivoDaEntrega(conn: Conn, user: AuthUser, projetoId: number, etapa: number) {
  const parte = user.groups.some((g) => g.name === "prestador") ? "prestador" : "cliente";
  const e = await etapaDaParte(conn, user, projetoId, etapa, parte);
  if (!e.arquivoId) throw notFound("Esta etapa ainda não tem entrega.");
  return loadFile(conn, e.arquivoId);
}

/**
 * The provider sends project `id` for the client's evaluation once every stage is approved: the request
 * goes to AGUARDANDO_AVALIACAO. Locked, so a stage returned meanwhile is seen.
 */
export async function finalizarProjeto(tx: Tx, user: AuthUser, id: number) {
  const [p] = await tx
    .select({ id: projeto.id, solicitacaoId: projeto.solicitacaoId })
    .from(projeto)
    .where(and(eq(projeto.id, id), inArray(projeto.prestadorId, empresasDoUsuario(tx, user.id))))
    .for("update");
  if (!p) throw notFound("Projeto não encontrado.");
  const etapas = await tx
    .select({ codigo: substatus.codigo })
    .from(projetoEtapa)
    .innerJoin(substatus, eq(substatus.id, projetoEtapa.substatusId))
    .where(eq(projetoEtapa.projetoId, id));
  const aprovadas = etapas.filter((e) => e.codigo === ETAPA.APROVADA).length;
  await seguirSolicitacao(tx, user, p.solicitacaoId, "finalizar_projeto", {
    linha: { etapas: { aprovadas, total: etapas.length } },
  });
}
