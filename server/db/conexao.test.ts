import { createServer, type Server, type Socket, connect } from "node:net";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { openDatabase } from "./client";
import { conexaoResiliente } from "./conexao";

// The database unreachable at start and going away while running (issue: hardening, item 19), over real
// sockets: a port where nothing listens refuses like a PostgreSQL that is down.

const portaLivre = async () => {
  const s = createServer().listen(0, "127.0.0.1");
  await new Promise((r) => s.once("listening", r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
};

const servico = (app: ReturnType<typeof createApp>) => app.request("/api/hub/servico/");

describe("an unreachable database", () => {
  it("answers 503 in pt-BR at once and retries in the background with growing waits, one log line each", async () => {
    const linhas: string[] = [];
    const porta = await portaLivre();
    const conexao = conexaoResiliente(
      () => openDatabase({ url: `postgres://hub:segredo@127.0.0.1:${porta}/hub`, dataDir: "" }),
      (l) => linhas.push(l),
    );
    const app = createApp({ db: conexao.db });
    const res = await servico(app);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      detail: "O banco de dados está indisponível no momento. Tente de novo em instantes.",
    });
    const inicio = Date.now();
    expect((await servico(app)).status).toBe(503);
    expect(Date.now() - inicio).toBeLessThan(200);
    await new Promise((r) => setTimeout(r, 1_300));
    expect(linhas).toEqual([
      "Hub: banco de dados indisponível (ECONNREFUSED); nova tentativa em 1 s.",
      "Hub: banco de dados indisponível (ECONNREFUSED); nova tentativa em 2 s.",
    ]);
    expect(linhas.join()).not.toContain("segredo");
    await conexao.close();
  });
});

/** A TCP relay to the real PostgreSQL that can be switched off (refusing, dropping every connection) and on. */
function retransmissor(destino: URL, porta: number) {
  let servidor: Server | undefined;
  const sockets = new Set<Socket>();
  return {
    ligar: () =>
      new Promise<void>((resolve) => {
        servidor = createServer((cliente) => {
          const banco = connect(Number(destino.port || 5432), destino.hostname);
          for (const s of [cliente, banco]) {
            sockets.add(s);
            s.on("close", () => sockets.delete(s));
            s.on("error", () => s.destroy());
          }
          cliente.pipe(banco).pipe(cliente);
        }).listen(porta, "127.0.0.1", () => resolve());
      }),
    desligar: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        if (servidor) servidor.close(() => resolve());
        else resolve();
      }),
  };
}

// Needs a real PostgreSQL (CI's second run of the API tests gives one).
const servidorPg = process.env.HUB_TEST_DATABASE_URL;
describe.skipIf(!servidorPg)("a PostgreSQL that comes up late and goes away while running", () => {
  const nome = `hub_conexao_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const { Client } = await import("pg");
    const client = new Client({ connectionString: servidorPg });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  afterAll(() => admin(`drop database if exists ${nome}`));

  it("recovers by itself once the database is reachable, and again after it drops", async () => {
    await admin(`create database ${nome} template ${process.env.HUB_TEST_TEMPLATE}`);
    const destino = new URL(servidorPg!);
    const porta = await portaLivre();
    const rele = retransmissor(destino, porta);
    const url = new URL(servidorPg!);
    url.host = `127.0.0.1:${porta}`;
    url.pathname = `/${nome}`;
    const linhas: string[] = [];
    const conexao = conexaoResiliente(
      () => openDatabase({ url: url.toString(), dataDir: "" }),
      (l) => linhas.push(l),
    );
    const app = createApp({ db: conexao.db });

    expect((await servico(app)).status).toBe(503);
    await rele.ligar();
    await expect.poll(async () => (await servico(app)).status, { timeout: 10_000, interval: 200 }).toBe(200);
    expect(linhas.at(-1)).toBe("Hub: banco de dados disponível de novo.");

    await rele.desligar();
    expect((await servico(app)).status).toBe(503);
    await rele.ligar();
    await expect.poll(async () => (await servico(app)).status, { timeout: 10_000, interval: 200 }).toBe(200);
    await conexao.close();
    await rele.desligar();
  });
});
