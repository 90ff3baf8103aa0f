// The benchmarks' data (bench:dash, and bench:api with the same 100k requests): a throwaway PostgreSQL
// database, migrated and seeded with the demo data (its accounts sign in with DEMO_PASSWORD), then N requests
// with their companies, managers, history, proposals, diagnostics, projects, invoices and cost centres,
// written by INSERT … SELECT over generate_series, so 100k requests take a minute, not an hour.
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import * as schema from "@/server/db/schema";
import { prepare } from "@/server/db";
import { abrirPool } from "@/server/db/pool";
import type { Db } from "@/server/db/client";
import { seedDemo } from "@/server/demo";
import { passos } from "./semear-sql.mts";

export type BancoDeBench = {
  db: Db;
  /** The throwaway database's own URL (for a server started on it, say). */
  url: string;
  /** Closes the connections and drops the database. */
  descartar: () => Promise<void>;
};

/**
 * A new database on the PostgreSQL server of `servidor` (a postgres:// URL, any database of it), migrated
 * and holding the reference and demo data, as `npm run demo` prepares one.
 */
export async function criarBancoDeBench(servidor: string, prefixo = "hub_bench"): Promise<BancoDeBench> {
  const nome = `${prefixo}_${randomBytes(4).toString("hex")}`;
  const admin = async (comando: string) => {
    const cliente = new pg.Client({ connectionString: servidor });
    await cliente.connect();
    try {
      await cliente.query(comando);
    } finally {
      await cliente.end();
    }
  };
  await admin(`create database ${nome}`);
  const url = new URL(servidor);
  url.pathname = `/${nome}`;
  const pool = abrirPool(url.toString());
  const db = drizzle(pool, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: path.join(process.cwd(), "server/db/migrations") });
  await prepare(
    { db, ouvir: async () => async () => undefined, close: () => pool.end(), kind: "postgres" },
    seedDemo,
  );
  return {
    db,
    url: url.toString(),
    descartar: async () => {
      await pool.end();
      await admin(`drop database ${nome} with (force)`);
    },
  };
}

/** How much to seed. Every bench company, manager and unit is new; the demo's rows stay as they are. */
export type Volume = {
  solicitacoes: number;
  /** Client companies the requests are spread over (cliente@ owns the first ten). */
  empresas: number;
  /** Provider companies besides Vértice (prestador@'s), all accredited for every service. */
  prestadores: number;
  /** Service units, each with two managers of its own, over the cities of SC, PR and RS. */
  unidades: number;
  /** Years the requests were sent over, up to now. */
  anos: number;
};

export const VOLUME_PADRAO: Volume = {
  solicitacoes: 100_000,
  empresas: 2_000,
  prestadores: 40,
  unidades: 40,
  anos: 3,
};

/** Who the benchmarks act as: demo accounts, and the bench manager with the most requests. */
export type Sujeitos = { cliente: string; prestador: string; gestor: string; coordenador: string };

/** Seeds `volume` into `db` (a database criarBancoDeBench made); answers how many rows each table got. */
export async function semear(
  db: Db,
  volume: Partial<Volume> = {},
  aoPasso: (rotulo: string, ms: number) => void = () => undefined,
  agora = new Date(),
): Promise<{ linhas: Record<string, number>; sujeitos: Sujeitos }> {
  const v = { ...VOLUME_PADRAO, ...volume };
  for (const passo of passos(v, agora)) {
    const inicio = performance.now();
    await db.execute(sql.raw(passo.sql));
    // The next steps read the table this one filled: planned on an empty table's estimates (autovacuum's
    // analyze comes when it comes), a join of 200k rows nests loops for minutes instead of hashing.
    const tabela = passo.sql.match(/^\s*(?:insert into|create table)\s+(\w+)/i)?.[1];
    if (tabela) await db.execute(sql.raw(`analyze ${tabela}`));
    aoPasso(passo.rotulo, performance.now() - inicio);
  }
  const inicio = performance.now();
  await db.execute(sql.raw("vacuum analyze"));
  aoPasso("vacuum analyze", performance.now() - inicio);
  const tabelas = [
    "solicitacao",
    "solicitacao_empresa",
    "solicitacao_gestor",
    "historico",
    "proposta",
    "diagnostico",
    "projeto",
    "projeto_etapa",
    "nota",
    "movimento_centro_custo",
  ];
  const linhas: Record<string, number> = {};
  for (const t of tabelas)
    linhas[t] = Number(
      (
        (await db.execute(sql.raw(`select count(*)::int as n from ${t}`))) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0].n,
    );
  const [gestor] = (
    (await db.execute(
      sql.raw(`select u.email from solicitacao_gestor sg join usuario u on u.id = sg.usuario_id
        where u.email like 'gestor.bench.%' group by u.email order by count(*) desc, u.email limit 1`),
    )) as unknown as { rows: { email: string }[] }
  ).rows;
  return {
    linhas,
    sujeitos: {
      cliente: "cliente@hub.example",
      prestador: "prestador@hub.example",
      gestor: gestor.email,
      coordenador: "coordenador@hub.example",
    },
  };
}
