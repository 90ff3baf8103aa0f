import "server-only";
import { and, desc, eq, gt } from "drizzle-orm";
import type { Conn, Db } from "../../db/client";
import { evento, eventoEntrega } from "../../db/schema";
import { notFound } from "../../lib/errors";
import {
  aguarda,
  entregarUm,
  LIMITE_TENTATIVAS,
  pendente,
  type Consumidor,
  type NomeConsumidor,
} from "../../lib/evento";
import { paged, type Window } from "../../lib/pagination";
import { EMAIL } from "../email";
import { NOTIFICACOES } from "../notificacao";
import { CONSUMIDORES_INTEGRACAO } from "./consumidores";

/** Every consumer the outbox names, by name: a consumer added to the list must be given here. */
const CONSUMIDORES: Record<NomeConsumidor, Consumidor> = {
  notificacao: NOTIFICACOES,
  email: EMAIL,
  ...CONSUMIDORES_INTEGRACAO,
};

/** The events `consumidor` failed to take and has not taken since (retrying or given up), most recent first. */
function falhasDe(conn: Conn, consumidor: NomeConsumidor, win: Window) {
  return paged(
    conn,
    () =>
      conn
        .select({
          evento: evento.id,
          entidade: evento.entidade,
          entidadeId: evento.entidadeId,
          acao: evento.acao,
          dtainclusao: evento.dtainclusao,
          tentativas: eventoEntrega.tentativas,
          erro: eventoEntrega.erro,
          proximaTentativa: eventoEntrega.proximaTentativa,
        })
        .from(eventoEntrega)
        .innerJoin(evento, eq(evento.id, eventoEntrega.eventoId))
        .where(and(pendente(consumidor), gt(eventoEntrega.tentativas, 0)))
        .$dynamic(),
    [desc(eventoEntrega.eventoId)],
    win,
  );
}

export async function listarFalhas(db: Db, consumidor: NomeConsumidor, win: Window) {
  const { count, results } = await falhasDe(db, consumidor, win);
  return {
    count,
    results: results.map((f) => ({
      evento: f.evento,
      nome: `${f.entidade}.${f.acao}`,
      entidade: f.entidade,
      entidade_id: f.entidadeId,
      dtainclusao: f.dtainclusao.toISOString(),
      tentativas: f.tentativas,
      desistida: f.tentativas >= LIMITE_TENTATIVAS,
      erro: f.erro,
      proxima_tentativa: f.proximaTentativa?.toISOString() ?? null,
    })),
  };
}

/**
 * Delivers a waiting event to its consumer now, whatever its backoff says, from zero attempts (one given
 * up is taken back); 404 when the event does not wait for that consumer (delivered already, or unknown).
 * A new failure is recorded like any other, and retried by itself again.
 */
export async function reprocessar(db: Db, consumidor: NomeConsumidor, eventoId: number, agora: Date) {
  if (!(await aguarda(db, consumidor, eventoId)))
    throw notFound("Este evento não espera entrega para este consumidor.");
  await db
    .update(eventoEntrega)
    .set({ tentativas: 0 })
    .where(and(pendente(consumidor), eq(eventoEntrega.eventoId, eventoId)));
  const entregue = await entregarUm(db, CONSUMIDORES[consumidor], eventoId, agora);
  return { evento: eventoId, entregue };
}
