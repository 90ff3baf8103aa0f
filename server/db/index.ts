import "server-only";
import { demoEnabled, env } from "@/lib/env";
import { openDatabase, withLock, type Database, type Db, type Ouvir } from "./client";
import { conexaoResiliente } from "./conexao";
import { seedDemo } from "./seed/demo";
import { seedReference } from "./seed/reference";

const SEED_LOCK = 4_815_162_343;

/** Migrates, then fills reference data (always) and demo data (when on), one instance at a time. */
export async function prepare(database: Database, demo: boolean) {
  await withLock(database.db, SEED_LOCK, async (tx) => {
    await seedReference(tx);
    if (demo) await seedDemo(tx);
  });
  return database;
}

// One database per process, kept on globalThis so Next's dev reloads reuse it instead of reopening files.
const holder = globalThis as unknown as { hubDatabase?: ReturnType<typeof conexaoResiliente> };

const conexao = () =>
  (holder.hubDatabase ??= conexaoResiliente(async () =>
    prepare(await openDatabase({ url: env.DATABASE_URL, dataDir: env.HUB_DATA_DIR }), demoEnabled(env)),
  ));

/** The database, once open; BancoIndisponivel (503) while it cannot be reached, retried in the background. */
export const getDb = (): Promise<Db> => conexao().db();

/** LISTEN on the database (server/db/client.ts `Ouvir`), once it is open. */
export const ouvirDb: Ouvir = (canal, cb) => conexao().ouvir(canal, cb);

/** Closes the database so the next start of the embedded one needs no crash recovery. */
export async function closeDb() {
  const atual = holder.hubDatabase;
  holder.hubDatabase = undefined;
  if (atual) await atual.close();
}
