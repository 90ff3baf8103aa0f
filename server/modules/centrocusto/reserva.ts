import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { reservaCentroCusto } from "../../db/schema";
import { HubError } from "../../lib/errors";
import { movimentar, saldosDe, travarCentros } from "./razao";

// A request's reservation on a cost centre, through its life: reserved, then released (back to the
// balance) or committed (execution authorised), then spent (request finished). Each step updates the
// request's reservation row and appends its movement to the ledger in the caller's transaction.

/** A reservation to make: `valor` (numeric text) of the request on `centro`. */
export type NovaReserva = {
  solicitacaoId: number;
  centro: { id: number; codigo: string };
  valor: string;
  usuarioId: number;
  now: Date;
};

/** The request's live reservation: neither released nor spent. */
const viva = (solicitacaoId: number) =>
  and(
    eq(reservaCentroCusto.solicitacaoId, solicitacaoId),
    isNull(reservaCentroCusto.liberadaEm),
    isNull(reservaCentroCusto.gastaEm),
  );

const emCentavos = (valor: string | number) => Math.round(Number(valor) * 100);

/**
 * Holds `valor` of the centre's available balance for the request: with the centre locked, checks it is
 * active in the Hub and that its balance covers the value (422 otherwise), then records the reservation
 * and its movement. The request must have no live reservation.
 */
export async function reservar(tx: Tx, r: NovaReserva): Promise<void> {
  const [centro] = await travarCentros(tx, [r.centro.id]);
  if (!centro?.ativoNoHub)
    throw new HubError(422, `O centro de custo ${r.centro.codigo} está inativo no Hub.`);
  const { saldo } = (await saldosDe(tx, [centro.id])).get(centro.id)!;
  if (emCentavos(saldo) < emCentavos(r.valor))
    throw new HubError(422, `Saldo insuficiente no centro de custo ${r.centro.codigo}.`);
  await tx.insert(reservaCentroCusto).values({
    solicitacaoId: r.solicitacaoId,
    centroCustoId: centro.id,
    valor: r.valor,
    usuarioId: r.usuarioId,
    dtainclusao: r.now,
  });
  await movimentar(tx, {
    centroCustoId: centro.id,
    tipo: "RESERVA",
    valor: r.valor,
    descricao: "Reserva do subsídio da solicitação",
    solicitacaoId: r.solicitacaoId,
    usuarioId: r.usuarioId,
    now: r.now,
  });
}

/**
 * Releases the request's live reservation, if any: its value goes back to the available balance, as a
 * release, or as the return of a commitment when execution had been authorised (a cancelled project).
 */
export async function liberarReserva(
  tx: Tx,
  solicitacaoId: number,
  quem: { usuarioId: number; now: Date; descricao?: string },
): Promise<void> {
  const [reserva] = await tx
    .update(reservaCentroCusto)
    .set({ liberadaEm: quem.now })
    .where(viva(solicitacaoId))
    .returning();
  if (!reserva) return;
  const comprometida = reserva.comprometidaEm !== null;
  await movimentar(tx, {
    centroCustoId: reserva.centroCustoId,
    tipo: comprometida ? "DEVOLUCAO" : "LIBERACAO",
    valor: reserva.valor,
    descricao: quem.descricao ?? (comprometida ? "Compromisso devolvido ao saldo" : "Reserva liberada"),
    solicitacaoId,
    usuarioId: quem.usuarioId,
    now: quem.now,
  });
}

/**
 * Moves the request's reservation to `r.centro` (or re-makes it there with a new value): the old centre
 * gets its value back, the new one must cover it (422 otherwise). Both centres are locked first, in id
 * order, so two requests swapping the same two centres at once wait for each other instead of deadlocking.
 */
export async function moverReserva(tx: Tx, r: NovaReserva): Promise<void> {
  const atuais = await tx
    .select({ centroCustoId: reservaCentroCusto.centroCustoId })
    .from(reservaCentroCusto)
    .where(viva(r.solicitacaoId));
  await travarCentros(tx, [r.centro.id, ...atuais.map((a) => a.centroCustoId)]);
  await liberarReserva(tx, r.solicitacaoId, { usuarioId: r.usuarioId, now: r.now });
  await reservar(tx, r);
}

/** Execution authorised: the request's reservation becomes a commitment of its contract (422 without one). */
export async function comprometerReserva(
  tx: Tx,
  solicitacaoId: number,
  quem: { usuarioId: number; now: Date },
): Promise<void> {
  const [reserva] = await tx
    .update(reservaCentroCusto)
    .set({ comprometidaEm: quem.now })
    .where(and(viva(solicitacaoId), isNull(reservaCentroCusto.comprometidaEm)))
    .returning();
  if (!reserva) throw new HubError(422, "A solicitação não tem reserva no centro de custo para comprometer.");
  await movimentar(tx, {
    centroCustoId: reserva.centroCustoId,
    tipo: "COMPROMISSO",
    valor: reserva.valor,
    descricao: "Reserva comprometida na autorização da execução",
    solicitacaoId,
    usuarioId: quem.usuarioId,
    now: quem.now,
  });
}

/**
 * The request is finished: `parte.de` of `parte.total` of its commitment is spent (all of it when the
 * total is zero), rounded to the cent, and the rest returns to the available balance, so the two add up
 * to the commitment exactly. A reservation never committed (made before commitments existed) is committed
 * first, so the ledger's steps stay in order. Nothing happens without a live reservation.
 */
export async function gastarReserva(
  tx: Tx,
  solicitacaoId: number,
  parte: { de: number; total: number },
  quem: { usuarioId: number; now: Date },
): Promise<void> {
  const [reserva] = await tx.select().from(reservaCentroCusto).where(viva(solicitacaoId)).for("update");
  if (!reserva) return;
  if (!reserva.comprometidaEm) await comprometerReserva(tx, solicitacaoId, quem);
  const comprometido = emCentavos(reserva.valor);
  const gasto = parte.total > 0 ? Math.round((comprometido * parte.de) / parte.total) : comprometido;
  await tx
    .update(reservaCentroCusto)
    .set({ gastaEm: quem.now, valorGasto: (gasto / 100).toFixed(2) })
    .where(eq(reservaCentroCusto.id, reserva.id));
  const comum = {
    centroCustoId: reserva.centroCustoId,
    solicitacaoId,
    usuarioId: quem.usuarioId,
    now: quem.now,
  };
  await movimentar(tx, {
    ...comum,
    tipo: "GASTO",
    valor: (gasto / 100).toFixed(2),
    descricao: "Gasto na conclusão da solicitação",
  });
  await movimentar(tx, {
    ...comum,
    tipo: "DEVOLUCAO",
    valor: ((comprometido - gasto) / 100).toFixed(2),
    descricao: "Parte não executada do compromisso devolvida ao saldo",
  });
}
