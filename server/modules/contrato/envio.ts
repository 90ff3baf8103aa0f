import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { subsidioDoPrograma, PROPOSTA } from "@/lib/regras/proposta";
import type { Tx } from "../../db/client";
import {
  assinatura,
  centroCusto,
  contrato,
  proposta,
  solicitacao,
  solicitacaoEmpresa,
  substatus,
} from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { HubError, notFound } from "../../lib/errors";
import { saveGenerated } from "../../lib/files";
import { executar } from "../../lib/workflow";
import { moverReserva } from "../centrocusto";
import { alterarCentroCusto, seguirSolicitacao } from "../solicitacao";
import { propostaWorkflow } from "../proposta";
import { dadosDoContrato } from "./dados";
import { gerarContrato } from "./documento";

/** The request locked for a contracting change, with its selected (or contracted) proposal. */
export async function solicitacaoEmContratacao(tx: Tx, id: number) {
  const [s] = await tx
    .select({
      id: solicitacao.id,
      nrosolicitacao: solicitacao.nrosolicitacao,
      centroCustoId: solicitacao.centroCustoId,
    })
    .from(solicitacao)
    .where(eq(solicitacao.id, id))
    .for("update");
  if (!s) throw notFound("Solicitação não encontrada.");
  const [escolhida] = await tx
    .select({
      id: proposta.id,
      prestadorId: proposta.prestadorId,
      valorSubsidio: proposta.valorSubsidio,
      valorSubsidioParceiros: proposta.valorSubsidioParceiros,
      valorCliente: proposta.valorCliente,
      dtaInicio: proposta.dtaInicio,
      dtaFim: proposta.dtaFim,
    })
    .from(proposta)
    .innerJoin(substatus, eq(substatus.id, proposta.substatusId))
    .where(and(eq(proposta.solicitacaoId, id), eq(substatus.codigo, PROPOSTA.SELECIONADA)));
  return { ...s, proposta: escolhida ?? null };
}

/** Supersedes the request's live contracts; their signatures no longer count. */
export const substituirContratos = (tx: Tx, solicitacaoId: number, now: Date) =>
  tx
    .update(contrato)
    .set({ substituidoEm: now })
    .where(and(eq(contrato.solicitacaoId, solicitacaoId), isNull(contrato.substituidoEm)));

/**
 * Final analysis done (with the cost centre chosen there, when given): the cost-centre reservation is re-made with the selected proposal's real subsidy
 * (422 when the balance no longer covers it), one contract per client company is generated and stored,
 * and the client's, the provider's and the programme's signatures are asked for — all in the caller's
 * transaction, so a short balance leaves nothing half sent.
 */
export async function enviarContratos(
  tx: Tx,
  user: AuthUser,
  id: number,
  now: Date,
  versao?: number,
  centroCustoId?: number,
) {
  // A centre chosen in the final analysis is set first, as its own action sets it; that change checked the
  // version (and may have moved it on), so the sending goes without it.
  if (centroCustoId !== undefined) await alterarCentroCusto(tx, { user, id, versao, now }, centroCustoId);
  const s = await solicitacaoEmContratacao(tx, id);
  await seguirSolicitacao(tx, user, id, "enviar_contratos", {
    versao: centroCustoId === undefined ? versao : undefined,
  });
  if (!s.proposta) throw new HubError(422, "A solicitação não tem proposta selecionada para contratar.");
  if (!s.centroCustoId)
    throw new HubError(422, "Defina o centro de custo da solicitação antes de enviar os contratos.");
  const [centro] = await tx
    .select({ id: centroCusto.id, codigo: centroCusto.codigo, ativo: centroCusto.ativo })
    .from(centroCusto)
    .where(eq(centroCusto.id, s.centroCustoId));
  if (!centro.ativo)
    throw new HubError(
      422,
      `O centro de custo ${centro.codigo} está inativo; escolha outro antes de enviar.`,
    );
  // The cost centre carries the programme's share only; partners pay theirs.
  await moverReserva(tx, {
    solicitacaoId: id,
    centro,
    usuarioId: user.id,
    now,
    valor: subsidioDoPrograma(s.proposta.valorSubsidio, s.proposta.valorSubsidioParceiros).toFixed(2),
  });

  const empresas = await tx
    .select({ id: solicitacaoEmpresa.empresaId })
    .from(solicitacaoEmpresa)
    .where(eq(solicitacaoEmpresa.solicitacaoId, id))
    .orderBy(solicitacaoEmpresa.empresaId);
  if (!empresas.length) throw new HubError(422, "A solicitação não tem empresa cliente para o contrato.");
  await substituirContratos(tx, id, now);
  // Signatures asked for before any contract existed (none in the portal's own flow) give way to these.
  await tx.delete(assinatura).where(and(eq(assinatura.solicitacaoId, id), isNull(assinatura.contratoId)));
  for (const empresa of empresas) {
    const bytes = await gerarContrato(await dadosDoContrato(tx, s.proposta.id, empresa.id), now);
    const arquivo = await saveGenerated(tx, {
      nome: `contrato-${s.nrosolicitacao}-${empresa.id}.pdf`,
      tipo: "application/pdf",
      bytes,
      usuarioId: user.id,
      now,
    });
    const [c] = await tx
      .insert(contrato)
      .values({
        solicitacaoId: id,
        propostaId: s.proposta.id,
        empresaId: empresa.id,
        arquivoId: arquivo.id,
        sha256: arquivo.sha256,
        usuarioId: user.id,
        dtainclusao: now,
      })
      .returning({ id: contrato.id });
    await tx.insert(assinatura).values(
      (
        [
          { papel: "CLIENTE", empresaId: empresa.id },
          { papel: "PRESTADOR", empresaId: s.proposta.prestadorId },
          { papel: "GESTOR", empresaId: null },
        ] as const
      ).map((a) => ({ ...a, solicitacaoId: id, contratoId: c.id, dtainclusao: now })),
    );
  }
}

/**
 * Staff return the selected proposal to negotiation from the final analysis or while signatures are
 * pending: the provider revises it and the client sends it again; contracts already sent lapse with
 * their signatures, and the next sending re-makes them from the revised proposal.
 */
export async function voltarParaNegociacao(
  tx: Tx,
  user: AuthUser,
  id: number,
  motivo: string,
  now: Date,
  versao?: number,
) {
  const s = await solicitacaoEmContratacao(tx, id);
  await seguirSolicitacao(tx, user, id, "voltar_negociacao", { versao, motivo });
  if (!s.proposta) throw new HubError(422, "A solicitação não tem proposta selecionada para negociar.");
  await executar(tx, propostaWorkflow, {
    id: s.proposta.id,
    acao: "negociar",
    user,
    linha: { id: s.proposta.id },
    motivo,
  });
  await substituirContratos(tx, id, now);
}
