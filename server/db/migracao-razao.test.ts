import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { asc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import * as schema from "./schema";
import type { Db } from "./client";
import { saldosDe } from "../modules/centrocusto";
import { migracoesAte, PASTA_DAS_MIGRACOES as PASTA } from "@/tests/setup/migracoes";

// Migration 0019 moves cost centres from a balance edited in place to a ledger: a database migrated up to
// 0018, with balances and reservations in every state, must keep every balance once 0019 has run.

const ULTIMA_ANTES = 18;
let client: PGlite;
let db: Db;
let antes: string;

beforeAll(async () => {
  antes = migracoesAte(ULTIMA_ANTES);
  client = await PGlite.create("memory://");
  db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: antes });
  // Requests and users are only referenced here: their own columns do not matter to the ledger.
  await client.exec(`
    set session_replication_role = replica;
    insert into centro_custo (id, codigo, descricao, acao, projeto, saldo, ano) values
      (1, 'CC-1', 'Um', '1.1', 'P', 1000.00, 2026),
      (2, 'CC-2', 'Dois', '1.2', 'P', 50.00, 2026),
      (3, 'CC-3', 'Três', '1.3', 'P', 0, 2026);
    insert into solicitacao (id, nrosolicitacao, modelo_oferta_id, substatus_id, valor, usuario_id)
      select n, 'M-' || n, 1, 1, 1000, 1 from generate_series(1, 6) n;
    insert into reserva_centro_custo
      (solicitacao_id, centro_custo_id, valor, dtainclusao, comprometida_em, gasta_em, valor_gasto, liberada_em) values
      (1, 1, 200.00, '2026-02-01T12:00:00Z', null, null, null, null),
      (2, 1, 300.00, '2026-02-02T12:00:00Z', '2026-03-01T12:00:00Z', null, null, null),
      (3, 1, 400.00, '2026-02-03T12:00:00Z', '2026-03-02T12:00:00Z', '2026-05-01T12:00:00Z', 250.00, null),
      (4, 1, 500.00, '2026-02-04T12:00:00Z', null, null, null, '2026-02-10T12:00:00Z'),
      (5, 2, 100.00, '2025-12-20T12:00:00Z', '2026-01-10T12:00:00Z', null, null, '2026-04-01T12:00:00Z'),
      (6, 2, 0.00, '2026-02-05T12:00:00Z', null, null, null, null);
    set session_replication_role = origin;
  `);
  await migrate(db as never, { migrationsFolder: PASTA });
});

afterAll(async () => {
  await client?.close();
  rmSync(antes, { recursive: true, force: true });
});

describe("migration 0019: the cost centres' ledger", () => {
  it("keeps every balance: what was available, what reservations hold, and what was spent", async () => {
    const saldos = await saldosDe(db, [1, 2, 3]);
    expect(saldos.get(1)).toEqual({ saldo: 1000, reservado: 200, comprometido: 300, gasto: 250 });
    expect(saldos.get(2)).toEqual({ saldo: 50, reservado: 0, comprometido: 0, gasto: 0 });
    expect(saldos.get(3)).toEqual({ saldo: 0, reservado: 0, comprometido: 0, gasto: 0 });
  });

  it("writes each reservation's life as its movements, after the budget that paid for it", async () => {
    const mov = schema.movimentoCentroCusto;
    const linhas = (centro: number) =>
      db
        .select({ tipo: mov.tipo, valor: mov.valor, solicitacao: mov.solicitacaoId, em: mov.dtainclusao })
        .from(mov)
        .where(eq(mov.centroCustoId, centro))
        .orderBy(asc(mov.dtainclusao), asc(mov.id));
    expect((await linhas(1)).map((m) => [m.tipo, m.valor, m.solicitacao])).toEqual([
      ["APORTE", "1750.00", null],
      ["RESERVA", "200.00", 1],
      ["RESERVA", "300.00", 2],
      ["RESERVA", "400.00", 3],
      ["RESERVA", "500.00", 4],
      ["LIBERACAO", "500.00", 4],
      ["COMPROMISSO", "300.00", 2],
      ["COMPROMISSO", "400.00", 3],
      ["GASTO", "250.00", 3],
      ["DEVOLUCAO", "150.00", 3],
    ]);
    // The year's budget arrives on its first day in São Paulo, or with an older reservation it paid for.
    expect((await linhas(1))[0].em.toISOString()).toBe("2026-01-01T03:00:00.000Z");
    const dois = await linhas(2);
    expect(dois.map((m) => [m.tipo, m.valor])).toEqual([
      ["APORTE", "50.00"],
      ["RESERVA", "100.00"],
      ["COMPROMISSO", "100.00"],
      ["DEVOLUCAO", "100.00"],
    ]);
    expect(dois[0].em.toISOString()).toBe("2025-12-20T12:00:00.000Z");
    expect(await linhas(3)).toEqual([]);
  });

  it("leaves the balances beside each centre (back from migration 0028) equal to the sums of its ledger", async () => {
    // The first test read those kept balances; summed from the movements they are the same.
    expect(await saldosDe(db, [1, 2, 3], new Date("2100-01-01T00:00:00Z"))).toEqual(
      await saldosDe(db, [1, 2, 3]),
    );
  });
});
