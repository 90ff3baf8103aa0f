import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Conn } from "../db/client";
import { centroCusto, centroCustoEnvolvido, movimentoCentroCusto, solicitacao, usuario } from "../db/schema";
import { comprometerReserva, liberarReserva, saldosDe } from "../modules/centrocusto";
import { reservarSubsidio } from "../modules/solicitacao";
import { CORTE_DEMO, ENVOLVIDOS_DEMO, ORCAMENTO_DEMO, RESERVAS_DEMO } from "./data/centros-custo";
import { USUARIOS } from "./data/usuarios";
import { idsBy, need } from "../db/referencia";

/**
 * A year of the demo cost centres' movements (data/centros-custo.ts), the requests' reservations through
 * the ledger's API, and the staff involved in them. Runs after the contracting, whose reservations it
 * leaves alone. Idempotent: a request that has a cost centre, or a budget movement already recorded, is
 * skipped.
 */
export async function seedCentrosCusto(db: Conn): Promise<void> {
  const [centros, pessoas, pedidos] = await Promise.all([
    db.select({ id: centroCusto.id, codigo: centroCusto.codigo }).from(centroCusto),
    idsBy(
      db,
      usuario,
      usuario.email,
      USUARIOS.map((u) => u.email),
    ),
    db
      .select({ id: solicitacao.id, nro: solicitacao.nrosolicitacao, centro: solicitacao.centroCustoId })
      .from(solicitacao)
      .where(
        inArray(
          solicitacao.nrosolicitacao,
          RESERVAS_DEMO.map((r) => r.nrosolicitacao),
        ),
      ),
  ]);
  const centro = (codigo: string) => {
    const c = centros.find((x) => x.codigo === codigo);
    if (!c) throw new Error(`seed: centro de custo "${codigo}" não encontrado`);
    return c;
  };
  const pessoa = (email: string) => need(pessoas, email, "usuário");

  for (const r of RESERVAS_DEMO) {
    const s = pedidos.find((p) => p.nro === r.nrosolicitacao);
    if (!s || s.centro !== null) continue;
    const c = centro(r.centro);
    const usuarioId = pessoa(r.por);
    await db.transaction(async (tx) => {
      await tx.update(solicitacao).set({ centroCustoId: c.id }).where(eq(solicitacao.id, s.id));
      await reservarSubsidio(tx, { solicitacaoId: s.id, centro: c, usuarioId, now: new Date(r.reservada) });
      if (r.comprometida) await comprometerReserva(tx, s.id, { usuarioId, now: new Date(r.comprometida) });
      if (r.liberada)
        await liberarReserva(tx, s.id, {
          usuarioId,
          now: new Date(r.liberada),
          descricao: "Solicitação cancelada",
        });
    });
  }

  const registrado = async (centroCustoId: number, descricao: string) =>
    (
      await db
        .select({ id: movimentoCentroCusto.id })
        .from(movimentoCentroCusto)
        .where(
          and(
            eq(movimentoCentroCusto.centroCustoId, centroCustoId),
            eq(movimentoCentroCusto.descricao, descricao),
          ),
        )
        .limit(1)
    ).length > 0;
  for (const o of ORCAMENTO_DEMO) {
    const c = centro(o.centro);
    if (await registrado(c.id, o.descricao)) continue;
    await db.insert(movimentoCentroCusto).values({
      centroCustoId: c.id,
      tipo: o.tipo,
      valor: o.valor,
      descricao: o.descricao,
      usuarioId: pessoa(o.por),
      dtainclusao: new Date(o.em),
    });
  }
  const cortado = centro(CORTE_DEMO.centro);
  if (!(await registrado(cortado.id, CORTE_DEMO.descricao))) {
    const { saldo } = (await saldosDe(db, [cortado.id])).get(cortado.id)!;
    await db.insert(movimentoCentroCusto).values({
      centroCustoId: cortado.id,
      tipo: "AJUSTE",
      valor: (CORTE_DEMO.saldoFinal - saldo).toFixed(2),
      descricao: CORTE_DEMO.descricao,
      usuarioId: pessoa(CORTE_DEMO.por),
      dtainclusao: new Date(CORTE_DEMO.em),
    });
  }

  await db
    .insert(centroCustoEnvolvido)
    .values(
      ENVOLVIDOS_DEMO.flatMap((e) =>
        e.pessoas.map((email) => ({ centroCustoId: centro(e.centro).id, usuarioId: pessoa(email) })),
      ),
    )
    .onConflictDoNothing();
}
