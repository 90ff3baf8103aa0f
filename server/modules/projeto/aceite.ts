import "server-only";
import type { z } from "@hono/zod-openapi";
import { and, asc, eq, inArray } from "drizzle-orm";
import { prazosDasEtapas } from "@/lib/regras/projeto";
import type { Tx } from "../../db/client";
import { projeto, projetoEtapa, solicitacao, substatus } from "../../db/schema";
import { empresasDoUsuario } from "../../authz/escopo";
import type { AuthUser } from "../../lib/context";
import { conflict, notFound } from "../../lib/errors";
import { PARTES_E_EQUIPE, registrarTextos, writeHistory } from "../../lib/history";
import type { AceiteBody } from "./schemas";
import { projetoEmExecucao } from "./workflow";

registrarTextos("solicitacao", [
  { codigo: "ACEITE_DEMANDA", texto: "Demanda interna aceita pelo prestador" },
]);

/**
 * The provider accepts an internal hiring's demand ("internal demand configuration"): it sets when the
 * work runs, the stages' due dates follow those dates, and deliveries may start. Once only.
 */
export async function aceitarDemanda(
  tx: Tx,
  user: AuthUser,
  id: number,
  b: z.infer<typeof AceiteBody>,
  now: Date,
) {
  const [p] = await tx
    .select({
      solicitacaoId: projeto.solicitacaoId,
      tipo: solicitacao.tipo,
      dtaaceite: projeto.dtaaceite,
      situacao: substatus.codigo,
    })
    .from(projeto)
    .innerJoin(solicitacao, eq(solicitacao.id, projeto.solicitacaoId))
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(and(eq(projeto.id, id), inArray(projeto.prestadorId, empresasDoUsuario(tx, user.id))))
    .for("update", { of: projeto });
  if (!p) throw notFound("Projeto não encontrado.");
  if (p.tipo !== "CONTRATACAO_INTERNA") throw conflict("Só uma contratação interna tem demanda a aceitar.");
  if (p.dtaaceite) throw conflict("Esta demanda já foi aceita.");
  if (!projetoEmExecucao(p.situacao)) throw conflict("O projeto não está em execução.");
  await tx
    .update(projeto)
    .set({ dtaaceite: now, dtaInicio: b.dta_inicio, dtaFim: b.dta_fim })
    .where(eq(projeto.id, id));
  const etapas = await tx
    .select({ id: projetoEtapa.id, horas: projetoEtapa.horas })
    .from(projetoEtapa)
    .where(eq(projetoEtapa.projetoId, id))
    .orderBy(asc(projetoEtapa.ordem));
  const prazos = prazosDasEtapas(
    b.dta_inicio,
    b.dta_fim,
    etapas.map((e) => e.horas),
  );
  for (const [i, e] of etapas.entries())
    await tx.update(projetoEtapa).set({ prazo: prazos[i] }).where(eq(projetoEtapa.id, e.id));
  await writeHistory(tx, {
    entidade: "solicitacao",
    entidadeId: p.solicitacaoId,
    acao: "ACEITE_DEMANDA",
    usuarioId: user.id,
    motivo: b.observacao?.trim() || null,
    audiencias: PARTES_E_EQUIPE,
  });
}
