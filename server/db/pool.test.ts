// PostgreSQL only (HUB_TEST_DATABASE_URL): PGlite has no client to share.
import pg from "pg";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, describe, expect, it, vi } from "vitest";
import * as schema from "./schema";
import { abrirPool } from "./pool";

const servidor = process.env.HUB_TEST_DATABASE_URL;

describe.skipIf(!servidor)("the PostgreSQL pool", () => {
  const pool = abrirPool(servidor!, 2);
  const db = drizzle(pool, { schema });
  afterAll(() => pool.end());

  // What makes node-postgres warn "Calling client.query() when the client is already executing a query":
  // a query handed to a client still running another.
  const ocupados = (fazer: () => Promise<unknown>) => async () => {
    const enviar = pg.Client.prototype.query;
    let n = 0;
    pg.Client.prototype.query = function (this: pg.Client & { activeQuery?: unknown }, ...args: unknown[]) {
      if (this.activeQuery) n++;
      return (enviar as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof enviar;
    try {
      await fazer();
    } finally {
      pg.Client.prototype.query = enviar;
    }
    return n;
  };

  it("runs the parallel reads of a transaction one at a time on its client", async () => {
    const lidos = await db.transaction((tx) =>
      Promise.all([1, 2, 3, 4].map((i) => tx.execute(sql`select pg_sleep(0.01), ${i}::int as i`))),
    );
    expect(lidos.map((r) => (r.rows[0] as { i: number }).i)).toEqual([1, 2, 3, 4]);
    const n = await ocupados(() =>
      db.transaction((tx) => Promise.all([1, 2, 3].map(() => tx.execute(sql`select pg_sleep(0.01)`)))),
    )();
    expect(n).toBe(0);
  });

  it("keeps a failed query from blocking the next, and answers the pool's callback calls", async () => {
    const cliente = await pool.connect();
    try {
      const [falha, depois] = await Promise.allSettled([
        cliente.query("select 1/0"),
        cliente.query("select 2 as dois"),
      ]);
      expect(falha.status).toBe("rejected");
      expect(depois.status === "fulfilled" && depois.value.rows[0].dois).toBe(2);
    } finally {
      cliente.release();
    }
    expect((await pool.query("select 3 as tres")).rows[0].tres).toBe(3);
  });

  it("outlives an idle connection the server ends, and opens another", async () => {
    const [{ pid }] = (await db.execute(sql`select pg_backend_pid() as pid`)).rows as { pid: number }[];
    const aviso = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const admin = new pg.Client({ connectionString: servidor });
      await admin.connect();
      await admin.query("select pg_terminate_backend($1)", [pid]);
      await admin.end();
      await expect.poll(() => aviso.mock.calls.length).toBeGreaterThan(0);
      expect(String(aviso.mock.calls[0][0])).toContain("conexão ociosa com o PostgreSQL encerrada");
    } finally {
      aviso.mockRestore();
    }
    expect((await db.execute(sql`select 1 as um`)).rows).toEqual([{ um: 1 }]);
  });
});
