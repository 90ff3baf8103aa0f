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
import { alterarCentroCusto, type Contexto, mudar, solicitacaoPara } from "./service";
import { prestadorApto } from "../criacao/referencias";
import { numeroParametro } from "../../../lib/parametro";
import type { LiberarInput } from "./schemas";
import { DIAGNOSTICO } from "@/lib/regras/diagnostico";
import { SOLICITACAO } from "@/lib/regras/solicitacao";
import { formatDate } from "@/lib/format";

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

/**
 * The field errors of a release, checked against the service, today's date in São Paulo and, for a service
 * that needs one, the diagnostic's deadline: proposals cannot be due before the diagnostic is.
 */
async function errosDaLiberacao(
  conn: Conn,
  body: LiberarInput,
  srv: { id: number; exigeDiagnostico: boolean },
  x: { now: Date; prazoDiagnostico: Date | null },
) {
  const errors: Record<string, string[]> = {};
  if (body.dtaprazoenvioproposta <= hojeEmSaoPaulo(x.now))
    errors.dtaprazoenvioproposta = ["O prazo para envio de propostas deve ser depois de hoje."];
  else if (x.prazoDiagnostico && body.dtaprazoenvioproposta < hojeEmSaoPaulo(x.prazoDiagnostico))
    errors.dtaprazoenvioproposta = [
      `O prazo para envio de propostas não pode ser antes do prazo do diagnóstico (${formatDate(x.prazoDiagnostico)}).`,
    ];
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
  d: { prestadorId: number; prazo: Date },
  ctx: Contexto,
) {
  const [[{ n }], aguardando] = await Promise.all([
    tx.select({ n: count() }).from(diagnostico).where(eq(diagnostico.solicitacaoId, s.id)),
    substatusId(tx, "diagnostico", DIAGNOSTICO.AGUARDANDO_ACEITE),
  ]);
  const [criado] = await tx
    .insert(diagnostico)
    .values({
      nrodiagnostico: `${s.nrosolicitacao}-D${n + 1}`,
      solicitacaoId: s.id,
      prestadorId: d.prestadorId,
      substatusId: aguardando,
      consultorId: s.consultorId,
      prazo: d.prazo,
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
 * the provider given, within PRAZO_DIAGNOSTICO_DIAS. A cost centre given is set first, as its own action
 * sets it (alterarCentroCusto: active centre, reservation covered), in the same transaction: a release
 * refused leaves the centre as it was.
 */
export async function liberar(tx: Tx, ctx: Contexto, body: LiberarInput) {
  const s = await solicitacaoPara(tx, ctx, "liberar");
  const [srv] = await tx
    .select({ id: servico.id, exigeDiagnostico: servico.exigeDiagnostico })
    .from(modeloOferta)
    .innerJoin(servico, eq(servico.id, modeloOferta.servicoId))
    .where(eq(modeloOferta.id, s.modeloOfertaId));
  const prazoDiagnostico = srv.exigeDiagnostico
    ? new Date(ctx.now.getTime() + (await numeroParametro(tx, "PRAZO_DIAGNOSTICO_DIAS")) * DIA_MS)
    : null;
  const errors = await errosDaLiberacao(tx, body, srv, { now: ctx.now, prazoDiagnostico });
  if (Object.keys(errors).length) throw badRequest("Dados inválidos.", errors);
  if (body.centrocusto !== undefined) await alterarCentroCusto(tx, ctx, body.centrocusto);
  else if (s.centroCustoId === null)
    throw new HubError(422, "Defina o centro de custo antes de liberar a solicitação.");
  // The cost centre's change checked the version and holds the row's lock; it may have moved the version on.
  const depois = body.centrocusto === undefined ? ctx : { ...ctx, versao: undefined };
  await mudar(tx, depois, {
    acao: "liberar",
    linha: s,
    para: srv.exigeDiagnostico ? SOLICITACAO.AGUARDANDO_DIAGNOSTICO : SOLICITACAO.AGUARDANDO_PROPOSTAS,
    set: {
      dtaprazoenvioproposta: fimDoDia(body.dtaprazoenvioproposta),
      escolhaDireta: body.escolha_direta,
      prestadorId: body.escolha_direta ? body.prestador : null,
    },
  });
  if (prazoDiagnostico)
    await criarDiagnostico(tx, s, { prestadorId: body.prestador!, prazo: prazoDiagnostico }, ctx);
}
