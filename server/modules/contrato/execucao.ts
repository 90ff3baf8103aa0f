import "server-only";
import { asc, eq } from "drizzle-orm";
import { prazosDasEtapas, ETAPA } from "@/lib/regras/projeto";
import type { Tx } from "../../db/client";
import {
  etapaModelo,
  projeto,
  projetoEtapa,
  projetoParcela,
  propostaEtapa,
  propostaParcela,
} from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { HubError } from "../../lib/errors";
import { saveFile } from "../../lib/files";
import { substatusId } from "../../lib/status";
import { executar } from "../../lib/workflow";
import { comprometerReserva } from "../centrocusto";
import { seguirSolicitacao } from "../solicitacao";
import { propostaWorkflow } from "../proposta";
import { solicitacaoEmContratacao } from "./envio";

/**
 * Staff authorise execution with the service order: the request goes to EM_EXECUCAO, the selected
 * proposal becomes CONTRATADA, the project is created with the proposal's stages (to deliver) and
 * payment-plan instalments, and the cost-centre reservation becomes a commitment — in one transaction.
 */
export async function autorizarExecucao(
  tx: Tx,
  user: AuthUser,
  id: number,
  documento: File,
  now: Date,
  versao?: number,
) {
  const s = await solicitacaoEmContratacao(tx, id);
  await seguirSolicitacao(tx, user, id, "autorizar_execucao", { versao });
  if (!s.proposta) throw new HubError(422, "A solicitação não tem proposta selecionada para contratar.");
  const p = s.proposta;
  await comprometerReserva(tx, id, { usuarioId: user.id, now });
  const ordem = await saveFile(tx, documento, { kind: "documento", usuarioId: user.id });
  await executar(tx, propostaWorkflow, { id: p.id, acao: "contratar", user, linha: { id: p.id } });

  const [criado] = await tx
    .insert(projeto)
    .values({
      nroprojeto: `${s.nrosolicitacao}-P1`,
      solicitacaoId: id,
      prestadorId: p.prestadorId,
      propostaId: p.id,
      ordemServicoId: ordem.id,
      dtaInicio: p.dtaInicio,
      dtaFim: p.dtaFim,
      dtainclusao: now,
    })
    .returning({ id: projeto.id });
  const [etapas, parcelas, pendente] = await Promise.all([
    tx
      .select({
        ordem: propostaEtapa.ordem,
        titulo: etapaModelo.titulo,
        entregavel: etapaModelo.entregavel,
        horas: propostaEtapa.horas,
        valor: propostaEtapa.valor,
      })
      .from(propostaEtapa)
      .innerJoin(etapaModelo, eq(etapaModelo.id, propostaEtapa.etapaModeloId))
      .where(eq(propostaEtapa.propostaId, p.id))
      .orderBy(asc(propostaEtapa.ordem)),
    tx
      .select({
        numero: propostaParcela.numero,
        etapaOrdem: propostaParcela.etapaOrdem,
        valor: propostaParcela.valor,
      })
      .from(propostaParcela)
      .where(eq(propostaParcela.propostaId, p.id)),
    substatusId(tx, "etapa_projeto", ETAPA.PENDENTE),
  ]);
  const prazos = prazosDasEtapas(
    p.dtaInicio,
    p.dtaFim,
    etapas.map((e) => e.horas),
  );
  await tx
    .insert(projetoEtapa)
    .values(etapas.map((e, i) => ({ ...e, projetoId: criado.id, substatusId: pendente, prazo: prazos[i] })));
  await tx.insert(projetoParcela).values(parcelas.map((x) => ({ ...x, projetoId: criado.id })));
  return criado.id;
}
