import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { diagnostico, solicitacao, status, substatus } from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { notFound } from "../../../lib/errors";
import { saveFile } from "../../../lib/files";
import { estadoDe, executar, exigirAcao } from "../../../lib/workflow";
import { diagnosticoAprovado, seguirSolicitacao } from "../../solicitacao";
import { diagnosticoDasPartes } from "../../../authz/escopo";
import type { StatusDiagnostico } from "../schemas";
import { type AcaoDiagnostico, diagnosticoWorkflow } from "../workflow";

/** Who acts on which diagnostic, with the version they saw (If-Match) and the server's clock. */
export type Contexto = { user: AuthUser; id: number; versao?: number; now: Date };

/**
 * The diagnostic the party reaches (404 otherwise), checked against the workflow table for `acao` before
 * anything else, so a stale click fails as a 409 before its input is read.
 */
async function diagnosticoPara(tx: Tx, ctx: Contexto, acao: AcaoDiagnostico) {
  const [d] = await tx
    .select({ id: diagnostico.id, solicitacaoId: diagnostico.solicitacaoId, status: status.codigo })
    .from(diagnostico)
    .innerJoin(solicitacao, eq(solicitacao.id, diagnostico.solicitacaoId))
    .innerJoin(substatus, eq(substatus.id, diagnostico.substatusId))
    .innerJoin(status, eq(status.id, substatus.statusId))
    .where(and(eq(diagnostico.id, ctx.id), diagnosticoDasPartes(tx, ctx.user)));
  if (!d) throw notFound("Diagnóstico não encontrado.");
  exigirAcao(diagnosticoWorkflow, acao, ctx.user, d.status as StatusDiagnostico, d);
  return d;
}

/** What every action answers: the diagnostic's new version and status. */
const resultado = (tx: Tx, id: number) => estadoDe(tx, diagnosticoWorkflow, id);

type Mudanca = { set?: Record<string, unknown>; motivo?: string };

async function mudar(tx: Tx, ctx: Contexto, acao: AcaoDiagnostico, m: Mudanca = {}) {
  const d = await diagnosticoPara(tx, ctx, acao);
  await executar(tx, diagnosticoWorkflow, {
    id: d.id,
    acao,
    user: ctx.user,
    linha: d,
    versao: ctx.versao,
    ...m,
  });
  return d;
}

/** The provider takes the diagnostic on and starts writing it. */
export async function aceitar(tx: Tx, ctx: Contexto) {
  await mudar(tx, ctx, "aceitar");
  return resultado(tx, ctx.id);
}

/** The provider refuses it, saying why; the request goes back to staff to choose another provider. */
export async function rejeitar(tx: Tx, ctx: Contexto, motivo: string) {
  const d = await mudar(tx, ctx, "rejeitar", { motivo });
  await seguirSolicitacao(tx, ctx.user, d.solicitacaoId, "diagnostico_rejeitado", { motivo });
  return resultado(tx, ctx.id);
}

/** The provider sends the diagnostic's PDF (first time or after a correction); the client reviews it. */
export async function enviar(tx: Tx, ctx: Contexto, file: File) {
  await diagnosticoPara(tx, ctx, "enviar");
  const arquivo = await saveFile(tx, file, { kind: "pdf", usuarioId: ctx.user.id });
  await mudar(tx, ctx, "enviar", { set: { arquivoId: arquivo.id, dtaenvio: ctx.now, correcao: null } });
  return resultado(tx, ctx.id);
}

/** The client approves the diagnostic: the request opens for proposals (its deadline moved when too near). */
export async function aprovar(tx: Tx, ctx: Contexto) {
  const d = await mudar(tx, ctx, "aprovar");
  await diagnosticoAprovado(tx, ctx.user, d.solicitacaoId, ctx.now);
  return resultado(tx, ctx.id);
}

/** The client returns it to the provider, saying what to fix. */
export async function corrigir(tx: Tx, ctx: Contexto, motivo: string) {
  await mudar(tx, ctx, "corrigir", { set: { correcao: motivo }, motivo });
  return resultado(tx, ctx.id);
}
