import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Conn, Tx } from "../../../db/client";
import {
  solicitacao,
  solicitacaoEmpresa,
  solicitacaoGestor,
  solicitacaoResposta,
  unidadeAtendimento,
  unidadeAtendimentoCidade,
  unidadeAtendimentoGestor,
  usuario,
} from "../../../db/schema";
import { hojeEmSaoPaulo } from "../../../lib/dia";
import { registrarCriacao } from "../../../lib/workflow";
import { substatusId } from "../../../lib/status";
import { groupBy } from "../../../lib/group-by";
import type { EnviarItem } from "./schemas";
import { verificarLimiteAnual } from "./limite";
import { validarPedidos } from "./validacao";
import { SOLICITACAO } from "@/lib/regras/solicitacao";

/** Where a request starts, sent by the client or created by staff: waiting for staff's analysis. */
export const SUBSTATUS_INICIAL = SOLICITACAO.AGUARDANDO_ANALISE;

export const substatusInicial = (tx: Tx) => substatusId(tx, "solicitacao", SUBSTATUS_INICIAL);

/** Managers of the active service units covering each city, without duplicates, by city id. */
export async function gestoresPorCidade(conn: Conn, cidadeIds: number[]) {
  const rows = await conn
    .selectDistinct({
      cidadeId: unidadeAtendimentoCidade.cidadeId,
      usuarioId: unidadeAtendimentoGestor.usuarioId,
    })
    .from(unidadeAtendimentoCidade)
    .innerJoin(unidadeAtendimento, eq(unidadeAtendimento.id, unidadeAtendimentoCidade.unidadeId))
    .innerJoin(unidadeAtendimentoGestor, eq(unidadeAtendimentoGestor.unidadeId, unidadeAtendimento.id))
    .innerJoin(usuario, eq(usuario.id, unidadeAtendimentoGestor.usuarioId))
    .where(
      and(
        inArray(unidadeAtendimentoCidade.cidadeId, cidadeIds),
        eq(unidadeAtendimento.ativo, true),
        eq(usuario.ativo, true),
      ),
    );
  return groupBy(
    rows,
    (r) => r.cidadeId,
    (r) => r.usuarioId,
  );
}

/** The next `n` request numbers, ascending; the sequence hands each to one transaction only. */
export async function numeros(tx: Tx, n: number, now: Date) {
  const rows = await tx
    .select({ n: sql<number>`nextval('solicitacao_numero_seq')::int` })
    .from(sql`generate_series(1, ${n})`);
  // Request numbers carry the year of the day in São Paulo.
  const ano = hojeEmSaoPaulo(now).slice(0, 4);
  return rows
    .map((r) => Number(r.n))
    .sort((a, b) => a - b)
    .map((n) => `${ano}-${String(n).padStart(6, "0")}`);
}

/**
 * One request per entry, all or none: validates every entry and the yearly limit first, then writes the requests, their
 * company, answers, managers and a history row. Returns the new ids in the order of the entries.
 */
export async function enviarSolicitacoes(tx: Tx, usuarioId: number, modelos: EnviarItem[], now: Date) {
  const pedidos = await validarPedidos(tx, usuarioId, modelos);
  await verificarLimiteAnual(tx, pedidos, now);
  const [substatusId, nros, gestores] = await Promise.all([
    substatusInicial(tx),
    numeros(tx, pedidos.length, now),
    gestoresPorCidade(
      tx,
      pedidos.map((p) => p.empresa.cidadeId),
    ),
  ]);
  const created = await tx
    .insert(solicitacao)
    .values(
      pedidos.map((p, i) => ({
        nrosolicitacao: nros[i],
        modeloOfertaId: p.oferta.id,
        substatusId,
        objetivo: p.item.objetivo,
        valor: p.oferta.valor,
        usuarioId,
        dtainclusao: now,
      })),
    )
    .returning({ id: solicitacao.id, nrosolicitacao: solicitacao.nrosolicitacao });
  const idByNro = new Map(created.map((r) => [r.nrosolicitacao, r.id]));
  const ids = nros.map((nro) => idByNro.get(nro)!);

  await tx
    .insert(solicitacaoEmpresa)
    .values(pedidos.map((p, i) => ({ solicitacaoId: ids[i], empresaId: p.empresa.id })));
  const respostas = pedidos.flatMap((p, i) => p.respostas.map((r) => ({ solicitacaoId: ids[i], ...r })));
  if (respostas.length) await tx.insert(solicitacaoResposta).values(respostas);
  const responsaveis = pedidos.flatMap((p, i) =>
    (gestores.get(p.empresa.cidadeId) ?? []).map((usuarioId) => ({ solicitacaoId: ids[i], usuarioId })),
  );
  if (responsaveis.length) await tx.insert(solicitacaoGestor).values(responsaveis);
  for (const id of ids)
    await registrarCriacao(tx, {
      entidade: "solicitacao",
      entidadeId: id,
      acao: "ENVIAR",
      para: SUBSTATUS_INICIAL,
      usuarioId,
    });
  return ids;
}
