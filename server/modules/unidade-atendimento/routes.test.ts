import { beforeAll, describe, expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";
import { UNIDADES } from "@/server/demo";

const api = usarApiDeTeste();
let gestor: string;

beforeAll(async () => {
  gestor = await api.login("gestor@hub.example");
});

const names = (body: { results: { descricao: string }[] }) => body.results.map((u) => u.descricao);

const ALL = [
  "Unidade Curitiba",
  "Unidade Florianópolis",
  "Unidade Norte Catarinense",
  "Unidade Norte do Paraná",
  "Unidade Oeste Catarinense",
  "Unidade Porto Alegre",
  "Unidade Serra Gaúcha",
  "Unidade Vale do Itajaí",
];

describe("GET /unidade-atendimento/", () => {
  it("lists the units sorted by descrição, with their cities and managers", async () => {
    const res = await api.get("/unidade-atendimento/", { query: { page_size: 100 }, token: gestor });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(8);
    expect(names(res.body)).toEqual(ALL);

    const floripa = res.body.results.find((u) => u.descricao === "Unidade Florianópolis")!;
    expect(floripa.ativo).toBe(true);
    expect(floripa.cidades.map((c) => [c.nome, c.estado])).toEqual([
      ["Biguaçu", "SC"],
      ["Florianópolis", "SC"],
      ["Palhoça", "SC"],
      ["São José", "SC"],
    ]);
    expect(floripa.gestores.map((g) => `${g.nome} ${g.sobrenome}`)).toEqual([
      "Fernanda Castilho",
      "Ricardo Bittencourt",
    ]);
    for (const u of res.body.results) {
      expect(u.cidades.length).toBeGreaterThan(0);
      expect(u.gestores.length).toBeGreaterThan(0);
      for (const c of u.cidades) expect(typeof c.id).toBe("number");
      for (const g of u.gestores) expect(Object.keys(g).sort()).toEqual(["id", "nome", "sobrenome"]);
    }
    const poa = res.body.results.find((u) => u.descricao === "Unidade Porto Alegre")!;
    expect(poa.cidades.map((c) => c.estado)).toEqual(["RS", "RS"]);
  });

  it("paginates ten per page by default, with next and previous links", async () => {
    const first = await api.get("/unidade-atendimento/", { query: { page_size: 3 }, token: gestor });
    expect(first.body.count).toBe(8);
    expect(names(first.body)).toEqual(ALL.slice(0, 3));
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe("/api/hub/unidade-atendimento/?page_size=3&page=2");

    const last = await api.get("/unidade-atendimento/", { query: { page_size: 3, page: 3 }, token: gestor });
    expect(names(last.body)).toEqual(ALL.slice(6));
    expect(last.body.next).toBeNull();
    expect(last.body.previous).toBe("/api/hub/unidade-atendimento/?page_size=3&page=2");

    const byDefault = await api.get("/unidade-atendimento/", { token: gestor });
    expect(byDefault.body.results).toHaveLength(8);
    expect(byDefault.body.next).toBeNull();
  });

  it("searches the descrição and the names of the cities", async () => {
    const search = async (term: string) => {
      const res = await api.get("/unidade-atendimento/", {
        query: { search: term },
        token: gestor,
      });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(res.body.results.length);
      return names(res.body);
    };
    expect(await search("oeste")).toEqual(["Unidade Oeste Catarinense"]);
    expect(await search("Chapecó")).toEqual(["Unidade Oeste Catarinense"]);
    expect(await search("canoas")).toEqual(["Unidade Porto Alegre"]);
    // "Curitiba" is both a unit's descrição and one of its cities: listed once.
    expect(await search("Curitiba")).toEqual(["Unidade Curitiba"]);
    // São José (SC) and São José dos Pinhais (PR).
    expect(await search("São José")).toEqual(["Unidade Curitiba", "Unidade Florianópolis"]);
    expect(await search("Manaus")).toEqual([]);
  });

  it("filters the units a manager manages", async () => {
    const me = await api.get("/auth/me/", { token: gestor });
    const mine = await api.get("/unidade-atendimento/", { query: { gestor: me.body.id }, token: gestor });
    expect(mine.status).toBe(200);
    expect(names(mine.body)).toEqual([
      "Unidade Curitiba",
      "Unidade Florianópolis",
      "Unidade Norte Catarinense",
      "Unidade Oeste Catarinense",
      "Unidade Serra Gaúcha",
    ]);
    // A unit's other managers are still listed.
    const oeste = mine.body.results.find((u) => u.descricao === "Unidade Oeste Catarinense")!;
    expect(oeste.gestores.map((g) => g.nome)).toEqual(["Gustavo", "Ricardo"]);

    const both = await api.get("/unidade-atendimento/", {
      query: { gestor: me.body.id, search: "catarinense" },
      token: gestor,
    });
    expect(names(both.body)).toEqual(["Unidade Norte Catarinense", "Unidade Oeste Catarinense"]);

    const nobody = await api.get("/unidade-atendimento/", { query: { gestor: 999999 }, token: gestor });
    expect(nobody.body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it("is open to staff and admin only", async () => {
    expect((await api.get("/unidade-atendimento/")).status).toBe(401);
    for (const email of [
      "consultor@hub.example",
      "coordenador@hub.example",
      "interno@hub.example",
      "admin@hub.example",
    ])
      expect((await api.get("/unidade-atendimento/", { token: await api.login(email) })).status).toBe(200);
    for (const email of ["cliente@hub.example", "prestador@hub.example", "avaliador@hub.example"])
      expect((await api.get("/unidade-atendimento/", { token: await api.login(email) })).status).toBe(403);
  });

  it("rejects unknown and malformed parameters", async () => {
    const unknown = await api.raw("GET", "/unidade-atendimento/?cidade=1", { token: gestor });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.error.errors!)).toEqual(["cidade"]);
    const bad = await api.raw("GET", "/unidade-atendimento/?gestor=abc", { token: gestor });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error.errors!)).toEqual(["gestor"]);
  });
});

describe("GET /listagem/unidade-atendimento/simple/", () => {
  const descricoes = (rows: { id: number; descricao: string }[]) => {
    for (const r of rows) expect(Object.keys(r).sort()).toEqual(["descricao", "id"]);
    return rows.map((r) => r.descricao);
  };

  it("lists the active service units", async () => {
    const prestador = await api.login("prestador@hub.example");
    const unidades = descricoes(
      (await api.get("/listagem/unidade-atendimento/simple/", { token: prestador })).body,
    );
    expect([...unidades].sort()).toEqual(UNIDADES.map((u) => u.descricao).sort());
  });
});
