import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "@/tests/setup/api";

let api: TestApi;
let consultor: string;

beforeAll(async () => {
  api = await createTestApi();
  consultor = await api.login("consultor@hub.example");
});

afterAll(async () => {
  await api?.close();
});

type CentroCusto = { codigo: string };
const codes = (body: { results: CentroCusto[] }) => body.results.map((c) => c.codigo);

describe("GET /consulta/centrocusto/", () => {
  it("lists the cost centres sorted by código, with saldo as a number and acao as {codigo}", async () => {
    const res = await api.call("GET", "/consulta/centrocusto/", { token: consultor });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(7);
    expect(res.body.next).toBeNull();
    expect(res.body.previous).toBeNull();
    expect(codes(res.body)).toEqual([
      "CC-2026-001",
      "CC-2026-002",
      "CC-2026-003",
      "CC-2026-004",
      "CC-2026-005",
      "CC-2026-006",
      "CC-2026-007",
    ]);
    const [first] = res.body.results;
    expect(first).toEqual({
      id: expect.any(Number),
      codigo: "CC-2026-001",
      descricao: "Consultorias em gestão para pequenos negócios de Santa Catarina",
      saldo: 184500,
      acao: { codigo: "4.1.02" },
      projeto: "Brasil Mais Gestão SC 2026",
      ano: 2026,
      ativo: true,
    });
    expect(res.body.results.find((c: CentroCusto) => c.codigo === "CC-2026-003").saldo).toBe(97320);
  });

  it("searches código, descrição, ação and projeto", async () => {
    const search = async (term: string) => {
      const res = await api.call("GET", `/consulta/centrocusto/?search=${encodeURIComponent(term)}`, {
        token: consultor,
      });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(res.body.results.length);
      return codes(res.body);
    };
    expect(await search("cc-2026-005")).toEqual(["CC-2026-005"]);
    expect(await search("produtores rurais")).toEqual(["CC-2026-002"]);
    expect(await search("4.1.")).toEqual(["CC-2026-001", "CC-2026-004", "CC-2026-006"]);
    expect(await search("Brasil Mais Gestão")).toEqual(["CC-2026-001", "CC-2026-004"]);
    expect(await search("inexistente")).toEqual([]);
  });

  it("filters by year", async () => {
    const current = await api.call("GET", "/consulta/centrocusto/?ano=2026&search=sustentabilidade", {
      token: consultor,
    });
    expect(codes(current.body)).toEqual(["CC-2026-005"]);
    const past = await api.call("GET", "/consulta/centrocusto/?ano=2025", { token: consultor });
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await api.call("GET", "/consulta/centrocusto/?ano=vinte", { token: consultor })).status).toBe(
      400,
    );
  });

  it("paginates with page and page_size", async () => {
    const first = await api.call("GET", "/consulta/centrocusto/?page_size=3", { token: consultor });
    expect(first.body.count).toBe(7);
    expect(codes(first.body)).toEqual(["CC-2026-001", "CC-2026-002", "CC-2026-003"]);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe("/api/hub/consulta/centrocusto/?page_size=3&page=2");

    const middle = await api.call("GET", "/consulta/centrocusto/?page_size=3&page=2", { token: consultor });
    expect(codes(middle.body)).toEqual(["CC-2026-004", "CC-2026-005", "CC-2026-006"]);
    expect(middle.body.previous).toBe("/api/hub/consulta/centrocusto/?page_size=3&page=1");
    expect(middle.body.next).toBe("/api/hub/consulta/centrocusto/?page_size=3&page=3");

    const last = await api.call("GET", "/consulta/centrocusto/?page_size=3&page=3", { token: consultor });
    expect(codes(last.body)).toEqual(["CC-2026-007"]);
    expect(last.body.next).toBeNull();
  });

  it("is open to staff and admin only", async () => {
    expect((await api.call("GET", "/consulta/centrocusto/")).status).toBe(401);
    for (const email of [
      "gestor@hub.example",
      "coordenador@hub.example",
      "interno@hub.example",
      "admin@hub.example",
    ])
      expect(
        (await api.call("GET", "/consulta/centrocusto/", { token: await api.login(email) })).status,
      ).toBe(200);
    for (const email of ["cliente@hub.example", "prestador@hub.example", "avaliador@hub.example"])
      expect(
        (await api.call("GET", "/consulta/centrocusto/", { token: await api.login(email) })).status,
      ).toBe(403);
  });

  it("rejects unknown parameters", async () => {
    const res = await api.call("GET", "/consulta/centrocusto/?acao=4.1.02", { token: consultor });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("Dados inválidos.");
    expect(Object.keys(res.body.errors)).toEqual(["acao"]);
  });
});
