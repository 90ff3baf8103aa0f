import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { sql, type Logger } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { byteaParsers, byteaSerializers } from "./bytea";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; every service function takes `Db | Tx` so callers choose the transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Conn = Db | Tx;

/** Stops listening. */
export type Parar = () => Promise<void>;
/** Calls `cb` with the payload of every NOTIFY on `canal`, from any instance on the same database. */
export type Ouvir = (canal: string, cb: (payload: string) => void) => Promise<Parar>;

export type Database = {
  db: Db;
  ouvir: Ouvir;
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
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  from?: Blob;
  /** Sees every statement Drizzle sends (the tests count a call's queries with it). */
  logger?: Logger;
}): Promise<Database> {
  if (opts.url) {
    const { abrirPool } = await import("./pool");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = abrirPool(opts.url);
    // An idle connection the server drops (a restart, a failover) emits 'error'; unhandled, it would end the
    // process. The pool replaces it on the next query, and queries meanwhile answer 503.
    pool.on("error", (err) =>
      console.error(
        "Hub: conexão com o banco de dados perdida:",
        (err as { code?: string }).code ?? err.message,
      ),
    );
    const db = drizzle(pool, { schema, logger: opts.logger });
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
    return {
      db: db as unknown as Db,
      ouvir: ouvirPostgres(opts.url),
      close: () => pool.end(),
      kind: "postgres",
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (!opts.dataDir.startsWith("memory://")) mkdirSync(opts.dataDir, { recursive: true });
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  // pg_trgm indexes the searches (migration 0024); a database that has them needs it loaded to write rows.
  const client = await PGlite.create(opts.dataDir, {
    extensions: { pg_trgm },
    // Files pass as bytes, not as a string per byte (bytea.ts).
    serializers: byteaSerializers,
    parsers: byteaParsers,
    ...(opts.from ? { loadDataDir: opts.from } : {}),
  });
  const db = drizzle(client, { schema, logger: opts.logger });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    // PGlite is one process: its NOTIFY reaches the listeners of the same client.
    ouvir: (canal, cb) => client.listen(canal, cb).then((parar) => parar),
    close: () => client.close(),
    kind: "pglite",
    dump: () => client.dumpDataDir("none"),
  };
}

/**
 * LISTEN on a connection of its own (a pool's connections are shared and come and go). A lost connection
 * is opened again after a second; what was notified meanwhile is not replayed, so listeners catch up from
 * their own records when `cb` gets "" (server/modules/notificacao/central.ts).
 */
function ouvirPostgres(url: string): Ouvir {
  return async (canal, cb) => {
    const { Client } = await import("pg");
    let parado = false;
    let atual: InstanceType<typeof Client> | undefined;
    const conectar = async (): Promise<void> => {
      const client = new Client({ connectionString: url });
      client.on("notification", (m) => {
        if (m.channel === canal) cb(m.payload ?? "");
      });
      client.on("error", (err) => {
        console.error("Hub: conexão de avisos perdida:", (err as { code?: string }).code ?? err.message);
        void client.end().catch(() => undefined);
        reconectar();
      });
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(canal)}`);
      atual = client;
    };
    const reconectar = () => {
      if (!parado) setTimeout(() => void conectar().then(() => cb(""), reconectar), 1000);
    };
    await conectar();
    return async () => {
      parado = true;
      await atual?.end().catch(() => undefined);
    };
  };
}

/** Serialises a block against other instances doing the same (seeding, for one). */
export async function withLock<T>(db: Db, key: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
    return fn(tx);
  });
}
