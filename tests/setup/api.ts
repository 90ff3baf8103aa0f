import { randomBytes } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { readFile } from "node:fs/promises";
import type { Logger } from "drizzle-orm";
import { openDatabase, type Database } from "@/server/db/client";
import { createApp } from "@/server/app";
import { criarCentral } from "@/server/modules/notificacao";
import { substatusId } from "@/server/lib/status";
import type { Deps } from "@/server/lib/context";
import { CABECALHO_PAR } from "@/lib/endereco";
import { clienteDoContrato, type Cru } from "./cliente-api";

export const DEMO_PASSWORD = "Demo@1234";

/**
 * A fresh database with reference and demo data, cloned from the run's template (tests/setup/template.ts):
 * PGlite in memory loaded from the template's dump, or a new database on the PostgreSQL server of
 * HUB_TEST_DATABASE_URL created from the template database (CI runs the API tests both ways).
 */
async function freshDatabase(logger: Logger): Promise<Database & { url?: string }> {
  const template = process.env.HUB_TEST_TEMPLATE;
  if (!template)
    throw new Error("HUB_TEST_TEMPLATE ausente: rode os testes da API pelo vitest (globalSetup).");
  const server = process.env.HUB_TEST_DATABASE_URL;
  if (!server)
    return openDatabase({ dataDir: "memory://", from: new Blob([await readFile(template)]), logger });
  const { Client } = await import("pg");
  const name = `hub_test_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: server });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name} template ${template}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: "", logger });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await admin(`drop database ${name}`);
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/** The real Hono app over a real database, with a clock and sleep the test controls. */
export async function createTestApi(overrides: Partial<Omit<Deps, "db">> = {}) {
  // Statements sent while `consultasDe` runs its block; nothing is kept otherwise.
  let contadas: string[] | undefined;
  const database = await freshDatabase({ logQuery: (consulta) => contadas?.push(consulta) });
  const sleeps: number[] = [];
  let now = new Date();
  const central = criarCentral({ db: async () => database.db, now: () => now, ouvir: database.ouvir });
  const app = createApp({
    db: async () => database.db,
    now: () => now,
    central,
    // Waiting moves the test's clock, as real time would pass.
    sleep: async (ms) => {
      sleeps.push(ms);
      now = new Date(now.getTime() + ms);
    },
    ...overrides,
  });

  /**
   * Any call, checked against nothing: for what the contract forbids (an unknown path or parameter, a body of
   * the wrong shape, a method a path lacks). Everything else goes through the typed methods below it.
   */
  const raw: Cru = async (method, url, opts = {}) => {
    // The address a socket would give the server (server/borda.ts), not a forwarded one.
    const headers: Record<string, string> = { [CABECALHO_PAR]: opts.ip ?? "10.0.0.1", ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | FormData | undefined;
    if (opts.form) {
      body = new FormData();
      for (const [key, value] of Object.entries(opts.form))
        for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
    } else if (opts.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(opts.body);
    }
    const res = await app.request(`/api/hub${url}`, { method, headers, body });
    const text = await res.text();
    const json = text ? JSON.parse(text) : null;
    return { status: res.status, headers: res.headers, body: json, error: json };
  };
  const cliente = clienteDoContrato(raw);

  const login = async (username: string, password = DEMO_PASSWORD) => {
    const res = await cliente.post("/auth/login/", { body: { username, password } });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.error)}`);
    return res.body.token;
  };

  /** The SQL statements the app sends while `fazer` runs (none of it may run in parallel with other calls). */
  const consultasDe = async (fazer: () => Promise<unknown>) => {
    contadas = [];
    try {
      await fazer();
      return contadas;
    } finally {
      contadas = undefined;
    }
  };

  return {
    app,
    db: database.db,
    consultasDe,
    ...cliente,
    raw,
    login,
    /** The id of an entity's substatus (`solicitacao`, `diagnostico`…), for putting rows straight into it. */
    substatusId: (entidade: string, codigo: string) => substatusId(database.db, entidade, codigo),
    sleeps,
    setNow: (d: Date) => {
      now = d;
    },
    /** Delivers the outbox now (the app also does after each change, in the background). */
    entregar: central.entregar,
    central,
    /** PostgreSQL only: the database's address, for a second instance over it. */
    url: database.url,
    close: async () => {
      await central.fechar();
      await database.close();
    },
  };
}

/**
 * What a test file builds once and closes at its end, usable at the file's top level: the returned
 * object stands for the one `criar` makes in beforeAll (hooks of the file registered after it see it).
 */
export function usarNoArquivo<T extends object>(criar: () => Promise<T>, fechar: (t: T) => Promise<void>): T {
  let atual: T | undefined;
  beforeAll(async () => {
    atual = await criar();
  });
  afterAll(async () => {
    if (atual) await fechar(atual);
  });
  return new Proxy({} as T, {
    get: (_, chave) => {
      if (!atual)
        throw new Error("Use o objeto de teste dentro de um teste ou hook, não ao carregar o arquivo.");
      const valor = (atual as Record<string | symbol, unknown>)[chave];
      return typeof valor === "function" ? valor.bind(atual) : valor;
    },
  });
}

/** The test API of this file: the real app over its own clone of the template database. */
export const usarApiDeTeste = (overrides: Partial<Omit<Deps, "db">> = {}) =>
  usarNoArquivo(
    () => createTestApi(overrides),
    (api) => api.close(),
  );
