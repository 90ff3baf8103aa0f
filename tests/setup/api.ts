import { randomBytes } from "node:crypto";
import { openDatabase, type Database } from "@/server/db/client";
import { prepare } from "@/server/db";
import { createApp } from "@/server/app";
import { substatusId } from "@/server/lib/status";
import type { Deps } from "@/server/lib/context";

export const DEMO_PASSWORD = "Demo@1234";

/**
 * A fresh migrated database with reference and demo data: PGlite in memory, or a new database on the
 * PostgreSQL server of HUB_TEST_DATABASE_URL (CI runs the API tests both ways).
 */
async function freshDatabase(): Promise<Database> {
  const server = process.env.HUB_TEST_DATABASE_URL;
  if (!server) return prepare(await openDatabase({ dataDir: "memory://" }), true);
  const { Client } = await import("pg");
  const name = `hub_test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await prepare(await openDatabase({ url: url.toString(), dataDir: "" }), true);
  return {
    ...database,
    close: async () => {
      await database.close();
      const drop = new Client({ connectionString: server });
      await drop.connect();
      await drop.query(`drop database ${name}`);
      await drop.end();
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/** The real Hono app over a real database, with a clock and sleep the test controls. */
export async function createTestApi(overrides: Partial<Omit<Deps, "db">> = {}) {
  const database = await freshDatabase();
  const sleeps: number[] = [];
  let now = new Date();
  const app = createApp({
    db: async () => database.db,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  });

  const call = async (
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; ip?: string; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { "x-forwarded-for": opts.ip ?? "10.0.0.1", ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers["content-type"] = "application/json";
    const res = await app.request(`/api/hub${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  };

  const login = async (username: string, password = DEMO_PASSWORD) => {
    const res = await call("POST", "/auth/login/", { body: { username, password } });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token as string;
  };

  return {
    app,
    db: database.db,
    call,
    login,
    /** The id of an entity's substatus (`solicitacao`, `diagnostico`…), for putting rows straight into it. */
    substatusId: (entidade: string, codigo: string) => substatusId(database.db, entidade, codigo),
    sleeps,
    setNow: (d: Date) => {
      now = d;
    },
    close: database.close,
  };
}
