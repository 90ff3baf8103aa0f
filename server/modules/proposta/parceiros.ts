import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { parceiro, proposta, solicitacao, solicitacaoParceiro } from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { ordemSemAcento } from "../../lib/search";
import { exigirParceirosAtivos } from "../parceiro";
import { porcentagemSubsidio, seguirSolicitacao } from "../solicitacao";
import { colunasDeValores, dividirSubsidio } from "@/lib/regras/valores-proposta";

/**
 * Re-splits the subsidy of every proposal of request `solicitacaoId` with its current partners: the
 * gross does not change, the programme's, partners' and client's shares do (to the cent).
 */
async function repartirSubsidios(tx: Tx, solicitacaoId: number) {
  const porcentagens = await porcentagemSubsidio(tx, solicitacaoId);
  const propostas = await tx
    .select({ id: proposta.id, valorBruto: proposta.valorBruto })
    .from(proposta)
    .where(eq(proposta.solicitacaoId, solicitacaoId));
  for (const p of propostas) {
    const bruto = Math.round(Number(p.valorBruto) * 100);
    const divisao = dividirSubsidio(bruto, porcentagens.porcentagem, porcentagens.parceiros);
    await tx
      .update(proposta)
      .set(colunasDeValores({ bruto, ...divisao }, porcentagens))
      .where(eq(proposta.id, p.id));
  }
}

/**
 * Staff set the partners co-funding request `id` (active ones; the same set in another order changes
 * nothing): the request's history records them and its proposals' subsidy is split again.
 */
export async function alterarParceiros(
  tx: Tx,
  user: AuthUser,
  x: { id: number; parceiros: number[]; versao?: number },
) {
  const [s] = await tx.select({ id: solicitacao.id }).from(solicitacao).where(eq(solicitacao.id, x.id));
  if (!s) throw notFound("Solicitação não encontrada.");
  const ativos = await exigirParceirosAtivos(tx, x.parceiros);
  const atuais = await tx
    .select({ razaosocial: parceiro.razaosocial })
    .from(solicitacaoParceiro)
    .innerJoin(parceiro, eq(parceiro.id, solicitacaoParceiro.parceiroId))
    .where(eq(solicitacaoParceiro.solicitacaoId, x.id))
    .orderBy(ordemSemAcento(parceiro.razaosocial));
  const nomes = (lista: { razaosocial: string }[]) =>
    lista
      .map((p) => p.razaosocial)
      .sort()
      .join(", ") || null;
  const { mudou } = await seguirSolicitacao(tx, user, x.id, "alterar_parceiros", {
    versao: x.versao,
    historico: { de: nomes(atuais), para: nomes(ativos) },
  });
  if (!mudou) return;
  await tx.delete(solicitacaoParceiro).where(eq(solicitacaoParceiro.solicitacaoId, x.id));
  if (ativos.length)
    await tx
      .insert(solicitacaoParceiro)
      .values(ativos.map((p) => ({ solicitacaoId: x.id, parceiroId: p.id })));
  await repartirSubsidios(tx, x.id);
}
