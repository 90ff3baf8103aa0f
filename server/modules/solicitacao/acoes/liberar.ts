import "server-only";
import { and, count, eq } from "drizzle-orm";
import type { Conn, Tx } from "../../../db/client";
import {
  credenciamento,
  credenciamentoApto,
  diagnostico,
  empresa,
  modeloOferta,
  servico,
} from "../../../db/schema";
import { DIA_MS, fimDoDia, hojeEmSaoPaulo } from "../../../lib/dia";
import { badRequest, HubError } from "../../../lib/errors";
import { registrarCriacao } from "../../../lib/workflow";
import { substatusId } from "../../../lib/status";
import { type Contexto, mudar, solicitacaoPara } from "./service";
import { prestadorApto } from "../criacao/referencias";
import { numeroParametro } from "../../../lib/parametro";
import type { LiberarInput } from "./schemas";
import { DIAGNOSTICO } from "@/lib/regras/diagnostico";
import { SOLICITACAO } from "@/lib/regras/solicitacao";

/** An active, unsuspended provider company with an active accreditation for the service. */
async function credenciado(conn: Conn, prestadorId: number, servicoId: number) {
  const [row] = await conn
    .select({ id: empresa.id })
    .from(empresa)
    .innerJoin(
      credenciamento,
      and(
        eq(credenciamento.empresaId, empresa.id),
        eq(credenciamento.servicoId, servicoId),
        credenciamentoApto(),
      ),
    )
    .where(prestadorApto(prestadorId));
  return Boolean(row);
}

/** The field errors of a release, checked against the service and today's date in São Paulo. */
async function errosDaLiberacao(
  conn: Conn,
  body: LiberarInput,
  srv: { id: number; exigeDiagnostico: boolean },
  now: Date,
) {
  const errors: Record<string, string[]> = {};
  if (body.dtaprazoenvioproposta <= hojeEmSaoPaulo(now))
    errors.dtaprazoenvioproposta = ["O prazo para envio de propostas deve ser depois de hoje."];
  const precisaPrestador = body.escolha_direta || srv.exigeDiagnostico;
  if (precisaPrestador && body.prestador === undefined)
    errors.prestador = [
      srv.exigeDiagnostico
        ? "Escolha o prestador que fará o diagnóstico."
        : "Escolha o prestador da escolha direta.",
    ];
  else if (!precisaPrestador && body.prestador !== undefined)
    errors.prestador = ["Na liberação para todos os credenciados, não informe um prestador."];
  else if (body.prestador !== undefined && !(await credenciado(conn, body.prestador, srv.id)))
    errors.prestador = ["Este prestador não é credenciado para o serviço."];
  return errors;
}

/** The diagnostic a provider makes before proposals: "<nrosolicitacao>-D<n>", waiting for acceptance. */
async function criarDiagnostico(
  tx: Tx,
  s: { id: number; nrosolicitacao: string; consultorId: number | null },
  prestadorId: number,
  ctx: Contexto,
) {
  const [[{ n }], aguardando, dias] = await Promise.all([
    tx.select({ n: count() }).from(diagnostico).where(eq(diagnostico.solicitacaoId, s.id)),
    substatusId(tx, "diagnostico", DIAGNOSTICO.AGUARDANDO_ACEITE),
    numeroParametro(tx, "PRAZO_DIAGNOSTICO_DIAS"),
  ]);
  const [criado] = await tx
    .insert(diagnostico)
    .values({
      nrodiagnostico: `${s.nrosolicitacao}-D${n + 1}`,
      solicitacaoId: s.id,
      prestadorId,
      substatusId: aguardando,
      consultorId: s.consultorId,
      prazo: new Date(ctx.now.getTime() + dias * DIA_MS),
      dtainclusao: ctx.now,
    })
    .returning({ id: diagnostico.id });
  await registrarCriacao(tx, {
    entidade: "diagnostico",
    entidadeId: criado.id,
    acao: "CRIAR",
    para: DIAGNOSTICO.AGUARDANDO_ACEITE,
    usuarioId: ctx.user.id,
  });
}

/**
 * Releases a request in analysis for proposals until the deadline: to every accredited provider, or
 * to the one chosen (escolha direta). A service that needs a diagnostic first waits for it, made by
 * the provider given.
 */
export async function liberar(tx: Tx, ctx: Contexto, body: LiberarInput) {
  const s = await solicitacaoPara(tx, ctx, "liberar");
  const [srv] = await tx
    .select({ id: servico.id, exigeDiagnostico: servico.exigeDiagnostico })
    .from(modeloOferta)
    .innerJoin(servico, eq(servico.id, modeloOferta.servicoId))
    .where(eq(modeloOferta.id, s.modeloOfertaId));
  const errors = await errosDaLiberacao(tx, body, srv, ctx.now);
  if (Object.keys(errors).length) throw badRequest("Dados inválidos.", errors);
  if (s.centroCustoId === null)
    throw new HubError(422, "Defina o centro de custo antes de liberar a solicitação.");
  await mudar(tx, ctx, {
    acao: "liberar",
    linha: s,
    para: srv.exigeDiagnostico ? SOLICITACAO.AGUARDANDO_DIAGNOSTICO : SOLICITACAO.AGUARDANDO_PROPOSTAS,
    set: {
      dtaprazoenvioproposta: fimDoDia(body.dtaprazoenvioproposta),
      escolhaDireta: body.escolha_direta,
      prestadorId: body.escolha_direta ? body.prestador : null,
    },
  });
  if (srv.exigeDiagnostico) await criarDiagnostico(tx, s, body.prestador!, ctx);
}
