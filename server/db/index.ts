import "server-only";
import { demoEnabled, env } from "@/lib/env";
import { openDatabase, withLock, type Database, type Db } from "./client";
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
const holder = globalThis as unknown as { hubDatabase?: Promise<Database> };

export function getDb(): Promise<Db> {
  holder.hubDatabase ??= openDatabase({ url: env.DATABASE_URL, dataDir: env.HUB_DATA_DIR }).then((d) =>
    prepare(d, demoEnabled(env)),
  );
  return holder.hubDatabase.then((d) => d.db);
}

/** Closes the database so the next start of the embedded one needs no crash recovery. */
export async function closeDb() {
  const pending = holder.hubDatabase;
  holder.hubDatabase = undefined;
  if (pending) await (await pending).close();
}
