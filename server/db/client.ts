import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; every service function takes `Db | Tx` so callers choose the transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Conn = Db | Tx;

export type Database = {
  db: Db;
  close: () => Promise<void>;
  kind: "pglite" | "postgres";
  /** PGlite only: its data directory as a tarball, to start another database from (`from`). */
  dump?: () => Promise<Blob>;
};

const migrationsFolder = path.join(process.cwd(), "server/db/migrations");
// Any fixed number: instances that start together over one PostgreSQL migrate one at a time.
const MIGRATION_LOCK = 4_815_162_342;

/**
 * Opens PostgreSQL when `url` is given, else PGlite in `dataDir` ("memory://" for tests), and migrates it.
 * `from` starts PGlite from a dump of another database (the tests' migrated and seeded template).
 */
export async function openDatabase(opts: { url?: string; dataDir: string; from?: Blob }): Promise<Database> {
  if (opts.url) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({ connectionString: opts.url, max: 10 });
    // An idle connection the server drops (a restart, a failover) emits 'error'; unhandled, it would end the
    // process. The pool replaces it on the next query, and queries meanwhile answer 503.
    pool.on("error", (err) =>
      console.error(
        "Hub: conexão com o banco de dados perdida:",
        (err as { code?: string }).code ?? err.message,
      ),
    );
    const db = drizzle(pool, { schema });
    const lock = await pool.connect().catch(async (err: unknown) => {
      await pool.end();
      throw err;
    });
    try {
      await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
      await migrate(db, { migrationsFolder });
    } finally {
      await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
      lock.release();
    }
    return { db: db as unknown as Db, close: () => pool.end(), kind: "postgres" };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (!opts.dataDir.startsWith("memory://")) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir, opts.from ? { loadDataDir: opts.from } : {});
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    close: () => client.close(),
    kind: "pglite",
    dump: () => client.dumpDataDir("none"),
  };
}

/** Serialises a block against other instances doing the same (seeding, for one). */
export async function withLock<T>(db: Db, key: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
    return fn(tx);
  });
}
