// The embedded database (PGlite) opened, migrated and seeded with the demo data outside the server, as the
// server's start does: for the scripts that need one. Opened here rather than by openDatabase, whose dynamic
// import of PGlite tsx cannot resolve from a CommonJS module.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { prepare } from "@/server/db";
import type { Db } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { seedDemo } from "@/server/demo";

/** `pasta`: a folder, or "memory://" for a database that goes with the process. */
export async function abrirEmbutido(pasta: string) {
  if (!pasta.startsWith("memory://")) mkdirSync(pasta, { recursive: true });
  const pglite = await PGlite.create(pasta, { extensions: { pg_trgm } });
  const db = drizzle(pglite, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: path.join(process.cwd(), "server/db/migrations") });
  const close = () => pglite.close();
  await prepare({ db, ouvir: async () => async () => undefined, close, kind: "pglite" }, seedDemo);
  return { db, close };
}
