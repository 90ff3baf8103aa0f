import { closeDb, getDb } from "./db";

// Opens, migrates and seeds the embedded database before the first visitor arrives, and closes it on
// SIGTERM/SIGINT (NEXT_MANUAL_SIG_HANDLE=1 leaves the signals to us) so a restart needs no crash recovery.
await getDb();

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await closeDb();
  process.exit(0);
}
process.once("SIGTERM", shutdown);
process.once("SIGINT", shutdown);
