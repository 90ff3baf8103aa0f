// The process queda.test.ts kills: it pays request argv[3] by card over the database of argv[2] (a PGlite folder
// or a PostgreSQL address) through a sandbox gateway that keeps its charges in the file argv[4]. The gateway
// says "COBRADO <key>" once it has charged (with argv[5] "depois") or "COBRANDO <key>" before it charges (with
// "antes"), and then never answers: the test kills this process there, between the charge and its record.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { SISTEMA } from "@/server/lib/workflow";
import type { DriverPagamento } from "./driver";
import { pagar } from "./pagar";
import { criarSandbox } from "./sandbox";

const [banco, solicitacao, registro, momento] = process.argv.slice(2);
// Opened here rather than by openDatabase, whose dynamic imports tsx cannot resolve (scripts/banco-embutido.mts);
// the test made and migrated it.
const db = (banco.startsWith("postgres")
  ? drizzlePg(new pg.Pool({ connectionString: banco }), { schema })
  : drizzlePglite(await PGlite.create(banco, { extensions: { pg_trgm } }), { schema })) as unknown as Db;
const gateway = criarSandbox(registro);
const nunca = () => new Promise<never>(() => undefined);
const driver: DriverPagamento = {
  ...gateway,
  async cobrarCartao(x) {
    if (momento === "antes") {
      console.log(`COBRANDO ${x.chave}`);
      return nunca();
    }
    await gateway.cobrarCartao(x);
    console.log(`COBRADO ${x.chave}`);
    return nunca();
  },
};
await pagar(db, SISTEMA, {
  solicitacaoId: Number(solicitacao),
  entrada: {
    forma: "CREDITO",
    parcelas: 1,
    cartao: { numero: "4111111111111111", nome: "MARIANA ALBUQUERQUE", validade: "12/29", cvv: "123" },
  },
  escopo: undefined,
  now: new Date(),
  driver,
});
