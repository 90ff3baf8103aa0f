import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, type Database } from "@/server/db/client";
import { prepare } from "@/server/db";
import { eq } from "drizzle-orm";
import { parametro } from "@/server/db/schema";
import { semearTeste } from "./semente";

/**
 * Migrated and seeded with reference data and the test seed (semente.ts), its demo accounts' password hashed at
 * the tests' low scrypt cost (see setup). The yearly request limit per company is lifted (see below).
 */
async function template(database: Database) {
  await prepare(database);
  await semearTeste(database.db);
  // Tests send many requests for the same few companies; the test of the yearly limit sets its own value.
  await database.db
    .update(parametro)
    .set({ valor: "1000" })
    .where(eq(parametro.chave, "LIMITE_ANUAL_SOLICITACOES_EMPRESA"));
  return database;
}

/**
 * Vitest global setup of the API tests: migrates and seeds (reference data + the test seed) one template
 * database per run, which every test file clones instead of migrating and seeding its own. PGlite: a
 * dump of the data directory; PostgreSQL (HUB_TEST_DATABASE_URL): a database used as CREATE DATABASE
 * … TEMPLATE. Built from the current migrations on every run, never kept.
 */
export default async function setup() {
  // Tests sign in hundreds of times, and guess wrong on purpose: every hash, the seed's and the unknown user's
  // decoy, is made at a low scrypt cost (server/lib/password.ts). The cost travels inside the hash, so sign-in
  // still runs the real check. Set here, it reaches the seed below and the workers, which inherit this env.
  process.env.HUB_SCRYPT_N = "1024";
  const server = process.env.HUB_TEST_DATABASE_URL;
  if (server) {
    const { Client } = await import("pg");
    const name = `hub_template_${randomBytes(6).toString("hex")}`;
    const admin = async (sql: string) => {
      const client = new Client({ connectionString: server });
      await client.connect();
      await client.query(sql);
      await client.end();
    };
    await admin(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const database = await template(await openDatabase({ url: url.toString(), dataDir: "" }));
    await database.close();
    process.env.HUB_TEST_TEMPLATE = name;
    return () => admin(`drop database ${name}`);
  }
  const database = await template(await openDatabase({ dataDir: "memory://" }));
  const dump = await database.dump!();
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), "hub-template-"));
  const file = path.join(dir, "pglite.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.HUB_TEST_TEMPLATE = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
