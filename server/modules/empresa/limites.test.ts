import { beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { cidade, empresa } from "@/server/db/schema";

const api = usarApiDeTeste();
const INICIO = new Date("2026-08-03T13:00:00Z");
const HORA = 3_600_000;
let cliente: string;
let gestor: string;
let florianopolis: number;

beforeAll(async () => {
  api.setNow(INICIO);
  cliente = await api.login("cliente@hub.example");
  gestor = await api.login("gestor@hub.example");
  [{ id: florianopolis }] = await api.db
    .select({ id: cidade.id })
    .from(cidade)
    .where(eq(cidade.codigoIbge, "4205407"));
});

/** Another client's rural producer: the lookup tells cliente@ it is not found, the registration that it is taken. */
const ALHEIO = "47037941794";

const registrar = (cpf: string) =>
  api.post("/empresa/", {
    token: cliente,
    body: {
      razaosocial: "Produtor de Teste",
      nomefantasia: "Sítio de Teste",
      cep: "88010-400",
      logradouro: "Estrada Geral, 1",
      cidade: florianopolis,
      telefone: "(48) 3222-1100",
      email: "sitio@teste.example",
      cpf,
    },
  });
const consultar = (cpf: string, token = cliente) =>
  api.get("/consulta/produtor-rural/", { query: { param_name: "cpf", param_value: cpf }, token });

const MUITAS =
  "Muitas consultas e cadastros de CPF ou CNPJ em pouco tempo. Aguarde e tente de novo mais tarde.";

describe("asking whether a CPF is registered (issue 43, item 10)", () => {
  it("limits each user's look-ups and registrations together, refused ones included, an hour and a day", async () => {
    const empresas = async () => (await api.db.select({ n: count() }).from(empresa))[0].n;
    const antes = await empresas();
    // The two routes disagree about a stranger's CPF: only so many questions an hour get either answer.
    expect((await consultar(ALHEIO)).body).toEqual({ encontrado: false, empresa: null });
    for (let i = 0; i < 18; i++) expect((await registrar(ALHEIO)).status).toBe(409);
    expect((await consultar(ALHEIO)).status).toBe(200);
    for (const pedido of [registrar(ALHEIO), consultar(ALHEIO), registrar("957.574.225-72")]) {
      const r = await pedido;
      expect([r.status, r.error.detail]).toEqual([429, MUITAS]);
    }
    expect(await empresas()).toBe(antes);
    // Each user has their own budget.
    expect((await consultar(ALHEIO, gestor)).body.encontrado).toBe(true);

    // A new hour gives 20 more, until the day's 60.
    for (const hora of [1, 2]) {
      api.setNow(new Date(INICIO.getTime() + hora * HORA + 1000));
      for (let i = 0; i < 20; i++) expect((await consultar(ALHEIO)).status).toBe(200);
      expect((await consultar(ALHEIO)).status).toBe(429);
    }
    api.setNow(new Date(INICIO.getTime() + 3 * HORA + 2000));
    expect((await consultar(ALHEIO)).status).toBe(429);
    api.setNow(new Date(INICIO.getTime() + 24 * HORA + 2000));
    cliente = await api.login("cliente@hub.example");
    expect((await registrar("957.574.225-72")).status).toBe(201);
  });
});
