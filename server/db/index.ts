import "server-only";
import { withLock, type Database, type Tx } from "./client";
import { seedReference } from "./referencia";

const SEED_LOCK = 4_815_162_343;

/**
 * Fills reference data (always), then what `semear` adds (the demo data of server/demo, when on), one instance
 * at a time. The demo is handed in, not imported: it is built through the modules, and db/ imports none of them.
 */
export async function prepare(database: Database, semear?: (tx: Tx) => Promise<void>) {
  await withLock(database.db, SEED_LOCK, async (tx) => {
    await seedReference(tx);
    if (semear) await semear(tx);
  });
  return database;
}
