import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase, type Database } from "@/server/db/client";
import { pagamento, solicitacao, substatus } from "@/server/db/schema";
import { SISTEMA } from "@/server/lib/workflow";
import { criarProposta, criarSolicitacao, empresaId } from "@/tests/setup/construtores";
import { pagar, PRAZO_DA_COBRANCA_MS, verificar } from "./pagar";
import { criarSandbox } from "./sandbox";

const pasta = mkdtempSync(path.join(tmpdir(), "hub-queda-"));
afterAll(() => rmSync(pasta, { recursive: true, force: true }));

/**
 * A database of its own that two processes open one after the other: a PGlite folder made from the run's
 * template, or a new PostgreSQL database from the template one (HUB_TEST_DATABASE_URL).
 */
async function bancoEmDisco(nome: string) {
  const template = process.env.HUB_TEST_TEMPLATE!;
  const servidor = process.env.HUB_TEST_DATABASE_URL;
  if (!servidor) {
    const dataDir = path.join(pasta, nome);
    const inicial = await openDatabase({ dataDir, from: new Blob([await readFile(template)]) });
    await inicial.close();
    return { endereco: dataDir, abrir: () => openDatabase({ dataDir }), apagar: async () => undefined };
  }
  const { Client } = await import("pg");
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: servidor });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  const banco = `hub_queda_${randomBytes(6).toString("hex")}`;
  await admin(`create database ${banco} template ${template}`);
  const url = new URL(servidor);
  url.pathname = `/${banco}`;
  return {
    endereco: url.toString(),
    abrir: () => openDatabase({ url: url.toString(), dataDir: "" }),
    apagar: () => admin(`drop database ${banco}`),
  };
}

/** A request waiting for the client's share, with a selected proposal. */
async function aPagar(db: Database["db"]) {
  const id = await criarSolicitacao(db, {
    empresas: [await empresaId(db, "Sabor da Ilha")],
    substatus: "AGUARDANDO_PAGAMENTO",
    modelo: "Adequação à LGPD para Microempresas",
  });
  await criarProposta(db, { solicitacao: id, horas: [12] });
  return id;
}

/** Runs queda.filho.mts and kills it with SIGKILL once its gateway says `sinal`; answers the key it named. */
function pagarEMatar(endereco: string, solicitacaoId: number, registro: string, momento: "antes" | "depois") {
  const filho = spawn(
    process.execPath,
    [
      "--conditions=react-server",
      "--import",
      "tsx",
      path.join(__dirname, "queda.filho.mts"),
      endereco,
      String(solicitacaoId),
      registro,
      momento,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const sinal = momento === "antes" ? "COBRANDO" : "COBRADO";
  let saida = "";
  let erros = "";
  filho.stderr.on("data", (d: Buffer) => (erros += d.toString()));
  return new Promise<string>((resolve, reject) => {
    filho.stdout.on("data", (d: Buffer) => {
      saida += d.toString();
      const achado = saida.match(new RegExp(`${sinal} (\\S+)`));
      if (achado) {
        filho.kill("SIGKILL");
        filho.once("exit", () => resolve(achado[1]));
      }
    });
    filho.once("exit", (code, signal) => {
      if (signal !== "SIGKILL") reject(new Error(`o processo terminou sozinho (${code}): ${erros}`));
    });
  });
}

const linhasDe = (db: Database["db"], solicitacaoId: number) =>
  db
    .select({
      id: pagamento.id,
      situacao: substatus.codigo,
      chave: pagamento.chave,
      referencia: pagamento.referencia,
      final: pagamento.final,
    })
    .from(pagamento)
    .innerJoin(substatus, eq(substatus.id, pagamento.substatusId))
    .where(eq(pagamento.solicitacaoId, solicitacaoId));

const situacaoDa = async (db: Database["db"], id: number) =>
  (
    await db
      .select({ codigo: substatus.codigo })
      .from(solicitacao)
      .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
      .where(eq(solicitacao.id, id))
  )[0].codigo;

/** The sandbox's charges in its file: [key, charge] per line. */
const cobrancasNo = (registro: string) =>
  readFileSync(registro, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as [string, { referencia: string }]);

describe(
  "a crash between the gateway's charge and its record (issue 43, item 6)",
  { timeout: 120_000 },
  () => {
    it("leaves the attempt committed with its key, and the check finds the charge and records it once", async () => {
      const banco = await bancoEmDisco("depois");
      const registro = path.join(pasta, "depois.jsonl");
      let database = await banco.abrir();
      const id = await aPagar(database.db);
      await database.close();

      const chave = await pagarEMatar(banco.endereco, id, registro, "depois");
      database = await banco.abrir();
      try {
        const { db } = database;
        // The charge went through at the gateway, and the attempt that sent it is there, pending, with its key.
        expect(cobrancasNo(registro).map(([k]) => k)).toEqual([chave]);
        expect(await linhasDe(db, id)).toMatchObject([
          { situacao: "PENDENTE", chave, referencia: null, final: "1111" },
        ]);
        // No other card while it is pending.
        const gateway = criarSandbox(registro);
        const outra = pagar(db, SISTEMA, {
          solicitacaoId: id,
          entrada: {
            forma: "CARTAO",
            parcelas: 1,
            cartao: { numero: "5555555555554444", nome: "M A", validade: "12/29", cvv: "1" },
          },
          escopo: undefined,
          now: new Date(),
          driver: gateway,
        });
        await expect(outra).rejects.toMatchObject({ status: 409 });

        const v = await verificar(db, SISTEMA, {
          solicitacaoId: id,
          escopo: undefined,
          now: new Date(),
          driver: gateway,
        });
        expect(v.mensagem).toBeNull();
        const [cobranca] = cobrancasNo(registro);
        expect(await linhasDe(db, id)).toMatchObject([
          { situacao: "PAGO", chave, referencia: cobranca[1].referencia, final: "1111" },
        ]);
        expect(await situacaoDa(db, id)).toBe("AGUARDANDO_AUTORIZACAO");
        // Recorded once: nothing left to check, and the same key sent again is not charged again.
        await expect(
          verificar(db, SISTEMA, { solicitacaoId: id, escopo: undefined, now: new Date(), driver: gateway }),
        ).rejects.toMatchObject({ status: 409 });
        const repetida = await gateway.cobrarCartao({
          chave,
          valor: 1,
          parcelas: 1,
          credito: true,
          cartao: { numero: "4111111111111111", nome: "M A", validade: "12/29", cvv: "1" },
          descricao: "de novo",
        });
        expect(repetida.referencia).toBe(cobranca[1].referencia);
        expect(cobrancasNo(registro).length).toBe(1);
      } finally {
        await database.close();
        await banco.apagar();
      }
    });

    it("fails an attempt the gateway never got once its charge could no longer be on the way, and pays again", async () => {
      const banco = await bancoEmDisco("antes");
      const registro = path.join(pasta, "antes.jsonl");
      let database = await banco.abrir();
      const id = await aPagar(database.db);
      await database.close();

      const chave = await pagarEMatar(banco.endereco, id, registro, "antes");
      database = await banco.abrir();
      try {
        const { db } = database;
        const gateway = criarSandbox(registro);
        const checar = (now: Date) =>
          verificar(db, SISTEMA, { solicitacaoId: id, escopo: undefined, now, driver: gateway });
        // Soon after, its charge may still be on the way: it stays pending.
        expect((await checar(new Date())).mensagem).toMatch(/ainda está processando/);
        expect(await linhasDe(db, id)).toMatchObject([{ situacao: "PENDENTE", chave }]);
        const depois = new Date(Date.now() + PRAZO_DA_COBRANCA_MS + 1_000);
        expect((await checar(depois)).mensagem).toBeNull();
        expect(await linhasDe(db, id)).toMatchObject([{ situacao: "FALHOU", chave }]);
        expect(await situacaoDa(db, id)).toBe("AGUARDANDO_PAGAMENTO");
        const paga = await pagar(db, SISTEMA, {
          solicitacaoId: id,
          entrada: {
            forma: "CARTAO",
            parcelas: 1,
            cartao: { numero: "5555555555554444", nome: "M A", validade: "12/29", cvv: "1" },
          },
          escopo: undefined,
          now: depois,
          driver: gateway,
        });
        expect((await linhasDe(db, id)).find((p) => p.id === paga)).toMatchObject({ situacao: "PAGO" });
        expect(cobrancasNo(registro).length).toBe(1);
      } finally {
        await database.close();
        await banco.apagar();
      }
    });
  },
);
