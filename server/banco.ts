import "server-only";
import { demoEnabled, env } from "@/lib/env";
import { prepare } from "./db";
import { openDatabase, type Db, type Ouvir } from "./db/client";
import { conexaoResiliente } from "./db/conexao";
import { seedDemo } from "./demo";

// One database per process, kept on globalThis so Next's dev reloads reuse it instead of reopening files.
const holder = globalThis as unknown as { hubDatabase?: ReturnType<typeof conexaoResiliente> };

const conexao = () =>
  (holder.hubDatabase ??= conexaoResiliente(async () =>
    prepare(
      await openDatabase({ url: env.DATABASE_URL, dataDir: env.HUB_DATA_DIR }),
      demoEnabled(env) ? seedDemo : undefined,
    ),
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
