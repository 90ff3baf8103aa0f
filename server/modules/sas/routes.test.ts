import { beforeAll, describe, expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";

const api = usarApiDeTeste();
let cliente: string;

beforeAll(async () => {
  cliente = await api.login("cliente@hub.example");
});

// Demo data: the client user (CPF 338.396.578-30) owns Sabor da Ilha; the provider user (681.882.296-79) Vértice.
const SABOR = "82.158.239/0001-59";
const VERTICE = "28732778000104";
const MERCADO = "62378070000135";
const CPF_CLIENTE = "338.396.578-30";
const CPF_PRESTADOR = "68188229679";

const checar = (cnpj: string, cpf: string, token?: string) =>
  api.get("/sas/checar/vinculo/", {
    query: { cnpj: cnpj, cpf: cpf },
    token,
  });

describe("GET /sas/checar/vinculo/", () => {
  it("tells a client whether a person is linked to one of its companies", async () => {
    const linked = await checar(SABOR, CPF_CLIENTE, cliente);
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({ vinculado: true });
    expect((await checar(SABOR, CPF_PRESTADOR, cliente)).body).toEqual({ vinculado: false });
    // A valid CPF nobody has.
    expect((await checar(SABOR, "10341085650", cliente)).body).toEqual({ vinculado: false });
  });

  it("answers 404 to a client asking about someone else's company", async () => {
    for (const cnpj of [MERCADO, VERTICE]) {
      const res = await checar(cnpj, CPF_PRESTADOR, cliente);
      expect(res.status).toBe(404);
      expect(res.error).toEqual({ detail: "Empresa não encontrada." });
    }
  });

  it("answers staff about any company", async () => {
    for (const email of ["gestor@hub.example", "admin@hub.example"]) {
      const token = await api.login(email);
      expect((await checar(VERTICE, CPF_PRESTADOR, token)).body).toEqual({ vinculado: true });
      expect((await checar(MERCADO, CPF_CLIENTE, token)).body).toEqual({ vinculado: false });
      expect((await checar("09.252.156/7823-37", CPF_CLIENTE, token)).status).toBe(404);
    }
  });

  it("refuses bad documents, unknown parameters, no session and other groups", async () => {
    const bad = await checar("82.158.239/0001-58", "338.396.578-31", cliente);
    expect(bad.status).toBe(400);
    expect(bad.error.errors).toEqual({ cnpj: ["CNPJ inválido."], cpf: ["CPF inválido."] });
    const missing = await api.raw("GET", "/sas/checar/vinculo/?cnpj=82158239000159", { token: cliente });
    expect(Object.keys(missing.error.errors!)).toEqual(["cpf"]);
    const extra = await api.raw("GET", `/sas/checar/vinculo/?cnpj=${VERTICE}&cpf=${CPF_PRESTADOR}&x=1`, {
      token: cliente,
    });
    expect(Object.keys(extra.error.errors!)).toEqual(["x"]);
    expect((await checar(SABOR, CPF_CLIENTE)).status).toBe(401);
    for (const email of ["prestador@hub.example", "avaliador@hub.example"])
      expect((await checar(VERTICE, CPF_PRESTADOR, await api.login(email))).status).toBe(403);
  });
});
