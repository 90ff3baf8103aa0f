import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { empresa, solicitacaoEmpresa, solicitacaoGestor } from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { badRequest } from "../../../lib/errors";
import { presentInterno } from "../consulta/service";
import { criarSolicitacao } from "./service";
import { carregarReferencias } from "./referencias";
import type { Subsolicitacao } from "./schemas";
import { mudar, solicitacaoPara } from "../acoes/service";

/**
 * Splits part of an open request into a child request of the same kind, for some or all of its
 * companies, with the same managers and consultant. Both get a history row.
 */
export async function criarSubsolicitacao(
  db: Db,
  user: AuthUser,
  paiId: number,
  b: Subsolicitacao,
  now: Date,
  versao?: number,
) {
  const ctx = { user, id: paiId, now, versao };
  const id = await db.transaction(async (tx) => {
    const pai = await solicitacaoPara(tx, ctx, "subsolicitacao");
    const [doPai, gestores] = await Promise.all([
      tx
        .select({ id: empresa.id, cidadeId: empresa.cidadeId })
        .from(solicitacaoEmpresa)
        .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
        .where(eq(solicitacaoEmpresa.solicitacaoId, paiId)),
      tx
        .select({ id: solicitacaoGestor.usuarioId })
        .from(solicitacaoGestor)
        .where(eq(solicitacaoGestor.solicitacaoId, paiId)),
    ]);
    const escolhidas = b.empresas ? new Set(b.empresas) : null;
    const empresas = escolhidas ? doPai.filter((e) => escolhidas.has(e.id)) : doPai;
    const { errors, oferta } = await carregarReferencias(tx, {
      modelo_oferta: b.modelo_oferta,
      prestador: pai.tipo === "CONTRATACAO_INTERNA" ? pai.prestadorId : null,
    });
    if (escolhidas && empresas.length !== escolhidas.size)
      errors.empresas = ["Escolha apenas empresas da solicitação principal."];
    if (errors.prestador)
      errors.modelo_oferta = ["O prestador da solicitação principal não é credenciado para este serviço."];
    delete errors.prestador;
    if (Object.keys(errors).length) throw badRequest("Verifique os dados informados.", errors);

    const filha = await criarSolicitacao(tx, {
      tipo: pai.tipo,
      oferta: oferta!,
      objetivo: b.objetivo,
      empresas,
      usuario: user,
      now,
      prestadorId: pai.tipo === "CONTRATACAO_INTERNA" ? pai.prestadorId : null,
      consultorId: pai.consultorId,
      solicitacaoPaiId: paiId,
      gestores: gestores.map((g) => g.id),
      motivo: `Subsolicitação de ${pai.nrosolicitacao}.`,
    });
    await mudar(tx, ctx, {
      acao: "subsolicitacao",
      linha: pai,
      historico: { para: filha.nrosolicitacao },
    });
    return filha.id;
  });
  return (await presentInterno(db, [id]))[0];
}
