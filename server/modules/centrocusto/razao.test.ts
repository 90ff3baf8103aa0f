import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { TIPOS_MOVIMENTO } from "@/lib/regras/centrocusto";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarCentroCusto } from "@/tests/setup/construtores";
import { movimentoCentroCusto } from "@/server/db/schema";
import { movimentar, saldosDe } from "./razao";

const api = usarApiDeTeste();
const depois = new Date("2100-01-01T00:00:00Z");

describe("the balances kept beside a centre (migration 0028)", () => {
  it("equal the ledger's sums (EFEITOS) after movements of every kind, several in one statement, a change and a removal", async () => {
    const [a, b] = [
      await criarCentroCusto(api.db, { codigo: "CC-RZ-A", orcamento: "10000.00" }),
      await criarCentroCusto(api.db, { codigo: "CC-RZ-B" }),
    ];
    const now = new Date();
    for (const [i, tipo] of TIPOS_MOVIMENTO.entries())
      await movimentar(api.db, {
        centroCustoId: a,
        tipo,
        valor: `${(i + 1) * 100}.25`,
        descricao: tipo,
        now,
      });
    // One statement of many rows, over two centres (as a seed writes them).
    await api.db.insert(movimentoCentroCusto).values(
      TIPOS_MOVIMENTO.flatMap((tipo) => [
        { centroCustoId: a, tipo, valor: "33.33", descricao: tipo, dtainclusao: now },
        { centroCustoId: b, tipo, valor: "7.10", descricao: tipo, dtainclusao: now },
      ]),
    );
    const [mudado] = await api.db
      .select({ id: movimentoCentroCusto.id })
      .from(movimentoCentroCusto)
      .where(eq(movimentoCentroCusto.centroCustoId, b))
      .limit(1);
    await api.db
      .update(movimentoCentroCusto)
      .set({ centroCustoId: a, tipo: "GASTO", valor: "12.00" })
      .where(eq(movimentoCentroCusto.id, mudado.id));
    const [removido] = await api.db
      .select({ id: movimentoCentroCusto.id })
      .from(movimentoCentroCusto)
      .where(eq(movimentoCentroCusto.tipo, "RESERVA"))
      .limit(1);
    await api.db.delete(movimentoCentroCusto).where(eq(movimentoCentroCusto.id, removido.id));

    const guardados = await saldosDe(api.db, [a, b]);
    const somados = await saldosDe(api.db, [a, b], depois);
    expect(guardados).toEqual(somados);
    expect(guardados.get(a)!.gasto).toBeGreaterThan(0);
    expect(guardados.get(b)!.comprometido).not.toBe(0);
  });
});
