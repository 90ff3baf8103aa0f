import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { usuario } from "@/server/db/schema";
import { PESSOAS } from "@/server/demo";
import { GENEROS, GRUPOS } from "@/server/db/referencia";

const api = usarApiDeTeste();
let consultor: string;
let cliente: string;

beforeAll(async () => {
  [consultor, cliente] = await Promise.all(
    ["consultor", "cliente"].map((u) => api.login(`${u}@hub.example`)),
  );
});

type Named = { nome: string; sobrenome: string };
const fullNames = (rows: Named[]) => rows.map((r) => `${r.nome} ${r.sobrenome}`);

describe("GET /listagem/interno/proprietarios/ and /sociosAdministradores/", () => {
  it("lists the owners of rural properties by name, CPF masked, with their property", async () => {
    const res = await api.get("/listagem/interno/proprietarios/", { token: consultor });
    expect(res.body.count).toBe(PESSOAS.filter((p) => p.papel === "PROPRIETARIO").length);
    expect(fullNames(res.body.results)).toEqual([
      "Ana Lúcia Bortolini",
      "José Carlos Zanella",
      "Marlene Zanella",
    ]);
    expect(res.body.results[1]).toEqual({
      id: expect.any(Number),
      nome: "José Carlos",
      sobrenome: "Zanella",
      cpf_mask: "***.054.250-**",
      empresa: { id: expect.any(Number), nomefantasia: "Sítio Zanella" },
    });
    const zanella = res.body.results[1].empresa.id;
    const own = await api.get("/listagem/interno/proprietarios/", {
      query: { empresa: zanella },
      token: consultor,
    });
    expect(fullNames(own.body.results)).toEqual(["José Carlos Zanella", "Marlene Zanella"]);
  });

  it("lists managing partners, searched on person and company names", async () => {
    const res = await api.get("/listagem/interno/sociosAdministradores/", { token: consultor });
    expect(res.body.count).toBe(PESSOAS.filter((p) => p.papel === "SOCIO_ADMINISTRADOR").length);
    expect(res.body.results[0]).toMatchObject({ nome: "Aline", sobrenome: "Kowalski" });
    expect(res.body.results.every((p) => /^\*{3}\.\d{3}\.\d{3}-\*{2}$/.test(p.cpf_mask ?? ""))).toBe(true);
    const ferrari = await api.get("/listagem/interno/sociosAdministradores/", {
      query: { search: "metalúrgica" },
      token: consultor,
    });
    expect(fullNames(ferrari.body.results)).toEqual(["Antônio Ferrari", "Lúcia Ferrari"]);
    const nexo = await api.get("/listagem/interno/sociosAdministradores/", {
      query: { search: "kowalski" },
      token: consultor,
    });
    expect(nexo.body.results.map((p) => p.empresa.nomefantasia)).toEqual(["Nexo Software"]);
    expect(
      (
        await api.get("/listagem/interno/sociosAdministradores/", {
          query: { search: "zanella" },
          token: consultor,
        })
      ).body.count,
    ).toBe(0);
  });
});

describe("GET /listagem/interno/consultores/, /gestores/ and /listagem/usuarios/internos/", () => {
  it("lists active users of the group by name", async () => {
    const consultores = await api.get("/listagem/interno/consultores/", { token: consultor });
    expect(consultores.body.results).toEqual([
      { id: expect.any(Number), nome: "Camila", sobrenome: "Teixeira", email: "consultor@hub.example" },
      { id: expect.any(Number), nome: "Larissa", sobrenome: "Bauer", email: "larissa.bauer@hub.example" },
    ]);
    const gestores = await api.get("/listagem/interno/gestores/", { token: consultor });
    expect(fullNames(gestores.body.results)).toEqual([
      "Fernanda Castilho",
      "Gustavo Schneider",
      "Ricardo Bittencourt",
    ]);

    await api.db.update(usuario).set({ ativo: false }).where(eq(usuario.email, "larissa.bauer@hub.example"));
    expect(
      fullNames((await api.get("/listagem/interno/consultores/", { token: consultor })).body.results),
    ).toEqual(["Camila Teixeira"]);
    await api.db.update(usuario).set({ ativo: true }).where(eq(usuario.email, "larissa.bauer@hub.example"));
    expect(
      (
        await api.get("/listagem/interno/gestores/", {
          query: { search: "ricardo bitt" },
          token: consultor,
        })
      ).body.count,
    ).toBe(1);
  });

  it("lists the active staff with their groups, never clients, providers or admins", async () => {
    const res = await api.get("/listagem/usuarios/internos/", { token: consultor });
    expect(fullNames(res.body.results)).toEqual([
      "Camila Teixeira",
      "Fernanda Castilho",
      "Gustavo Schneider",
      "Juliana Rocha",
      "Larissa Bauer",
      "Ricardo Bittencourt",
    ]);
    const larissa = await api.get("/listagem/usuarios/internos/", {
      query: { search: "bauer" },
      token: consultor,
    });
    expect(larissa.body.results).toEqual([
      {
        id: expect.any(Number),
        nome: "Larissa",
        sobrenome: "Bauer",
        email: "larissa.bauer@hub.example",
        groups: [{ id: expect.any(Number), name: "consultor" }],
      },
    ]);
  });
});

describe("GET /listagem/simples/interno/gestores/", () => {
  it("lists {id, descricao} of active rows by label", async () => {
    const gestores = await api.get("/listagem/simples/interno/gestores/", { token: consultor });
    expect(gestores.body.results).toEqual([
      { id: expect.any(Number), descricao: "Fernanda Castilho" },
      { id: expect.any(Number), descricao: "Gustavo Schneider" },
      { id: expect.any(Number), descricao: "Ricardo Bittencourt" },
    ]);
  });
});

describe("GET /listagem/interno/grupos/", () => {
  it("lists the groups by name", async () => {
    const res = await api.get("/listagem/interno/grupos/", { token: consultor });
    expect(res.body.map((g) => g.name)).toEqual([...GRUPOS].sort());
    expect(Object.keys(res.body[0]).sort()).toEqual(["id", "name"]);
  });
});

describe("GET /listagem/genero/", () => {
  const descricoes = (rows: { id: number; descricao: string }[]) => {
    for (const r of rows) expect(Object.keys(r).sort()).toEqual(["descricao", "id"]);
    return rows.map((r) => r.descricao);
  };

  it("lists genders", async () => {
    expect(descricoes((await api.get("/listagem/genero/", { token: cliente })).body).sort()).toEqual(
      [...GENEROS].sort(),
    );
  });
});
