import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { cidade, empresa, servico } from "@/server/db/schema";
import { CLIENTES, PRESTADORES } from "@/server/demo";

const api = usarApiDeTeste();
let consultor: string;

beforeAll(async () => {
  consultor = await api.login("consultor@hub.example");
});

const servicoId = async (codigo: string) =>
  (await api.db.select({ id: servico.id }).from(servico).where(eq(servico.codigo, codigo)))[0].id;

describe("GET /listagem/interno/clientes/", () => {
  it("lists active client companies and rural producers by trade name, with masked documents", async () => {
    const res = await api.get("/listagem/interno/clientes/", { token: consultor });
    expect(res.body.count).toBe(CLIENTES.length);
    const nomes = res.body.results.map((c) => c.nomefantasia);
    expect(nomes.slice(0, 3)).toEqual(["Aroma Sul", "Auto Peças Curitibana", "Café Serra Verde"]);
    expect(nomes).not.toContain("Vértice Consultoria");
    const sabor = res.body.results.find((c) => c.nomefantasia === "Sabor da Ilha")!;
    expect(sabor).toEqual({
      id: expect.any(Number),
      nomefantasia: "Sabor da Ilha",
      razaosocial: "Padaria e Confeitaria Sabor da Ilha Ltda",
      cnpj_mask: "82.158.239/0001-59",
      cpf_mask: null,
      cidade: { id: expect.any(Number), nome: "Florianópolis" },
      estado: { sigla: "SC" },
    });
    const zanella = res.body.results.find((c) => c.nomefantasia === "Sítio Zanella");
    expect(zanella).toMatchObject({ cnpj_mask: null, cpf_mask: "***.054.250-**", estado: { sigla: "SC" } });

    await api.db.update(empresa).set({ ativo: false }).where(eq(empresa.id, sabor.id));
    const sem = await api.get("/listagem/interno/clientes/", { token: consultor });
    expect(sem.body.count).toBe(CLIENTES.length - 1);
    await api.db.update(empresa).set({ ativo: true }).where(eq(empresa.id, sabor.id));
  });

  it("searches names, CNPJ digits with or without punctuation, and only a whole CPF", async () => {
    const search = async (term: string) =>
      (
        await api.get("/listagem/interno/clientes/", {
          query: { search: term },
          token: consultor,
        })
      ).body.results.map((c) => c.nomefantasia);
    expect(await search("sabor")).toEqual(["Sabor da Ilha"]);
    expect(await search("82.158.239")).toEqual(["Sabor da Ilha"]);
    expect(await search("Confeitaria")).toEqual(["Sabor da Ilha"]);
    expect(await search("026.054.250-45")).toEqual(["Sítio Zanella"]);
    expect(await search("02605425")).toEqual([]);
    expect(await search("Vértice")).toEqual([]);
  });

  it("comes 50 to a page by default", async () => {
    const [{ id: cidadeId }] = await api.db.select({ id: cidade.id }).from(cidade).limit(1);
    await api.db.insert(empresa).values(
      Array.from({ length: 50 }, (_, i) => ({
        tipo: "CLIENTE" as const,
        cnpj: `TESTE${String(i).padStart(9, "0")}`,
        razaosocial: `Cliente de teste ${i}`,
        nomefantasia: `Zz Cliente ${String(i).padStart(2, "0")}`,
        cep: "88000000",
        logradouro: "Rua de teste",
        cidadeId,
        telefone: "48999999999",
        email: `teste${i}@cliente.example`,
      })),
    );
    const first = await api.get("/listagem/interno/clientes/", { token: consultor });
    expect(first.body.count).toBe(CLIENTES.length + 50);
    expect(first.body.results).toHaveLength(50);
    expect(first.body.next).toBe("/api/hub/listagem/interno/clientes/?page=2");
    const second = await api.get("/listagem/interno/clientes/", { query: { page: 2 }, token: consultor });
    expect(second.body.results).toHaveLength(CLIENTES.length);
    expect(second.body.results.at(-1)!.nomefantasia).toBe("Zz Cliente 49");
    expect(
      (await api.get("/listagem/interno/clientes/", { query: { page_size: 5 }, token: consultor })).body
        .results,
    ).toHaveLength(5);
  });
});

describe("GET /listagem/interno/prestadores/", () => {
  it("lists provider companies by trade name with masks and situation", async () => {
    const res = await api.get("/listagem/interno/prestadores/", { token: consultor });
    expect(res.body.count).toBe(PRESTADORES.length);
    expect(res.body.results.find((p) => p.nomefantasia === "Vértice Consultoria")).toEqual({
      id: expect.any(Number),
      nomefantasia: "Vértice Consultoria",
      razaosocial: "Vértice Consultoria Empresarial Ltda",
      cnpj_mask: "28.732.778/0001-04",
      suspenso: false,
      ativo: true,
      cidade: { id: expect.any(Number), nome: "Florianópolis" },
      estado: { sigla: "SC" },
    });
  });

  it("with a service, only providers with an active accreditation for it", async () => {
    const res = await api.get("/listagem/interno/prestadores/", {
      query: { servico: await servicoId("SRV-004") },
      token: consultor,
    });
    const expected = PRESTADORES.filter((p) => p.servicos?.includes("SRV-004")).map((p) => p.nomefantasia);
    expect(res.body.results.map((p) => p.nomefantasia).sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(1);
    expect(
      (await api.get("/listagem/interno/prestadores/", { query: { servico: 999999 }, token: consultor })).body
        .count,
    ).toBe(0);
  });
});

describe("GET /listagem/simples/interno/prestadores/", () => {
  it("lists {id, descricao} of active rows by label", async () => {
    const prestadores = await api.get("/listagem/simples/interno/prestadores/", {
      query: { search: "vértice" },
      token: consultor,
    });
    expect(prestadores.body.results).toEqual([{ id: expect.any(Number), descricao: "Vértice Consultoria" }]);
    const [{ id: vertice }] = prestadores.body.results;
    await api.db.update(empresa).set({ ativo: false }).where(eq(empresa.id, vertice));
    expect((await api.get("/listagem/simples/interno/prestadores/", { token: consultor })).body.count).toBe(
      PRESTADORES.length - 1,
    );
    await api.db.update(empresa).set({ ativo: true }).where(eq(empresa.id, vertice));
  });
});
