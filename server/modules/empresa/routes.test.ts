import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { empresa, empresaUsuario, usuario } from "@/server/db/schema";
import { SERVICOS_GESTAO, SERVICOS_OPERACAO } from "@/server/demo";

const api = usarApiDeTeste();
let cliente: string;
let prestador: string;

beforeAll(async () => {
  cliente = await api.login("cliente@hub.example");
  prestador = await api.login("prestador@hub.example");
});

const CLIENT_CNPJS = ["39844618000173", "82158239000159"];

describe("GET /empresa/", () => {
  it("gives the client exactly its two companies and its rural producer, sorted by razão social", async () => {
    const res = await api.get("/empresa/", { token: cliente });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.next).toBeNull();
    expect(res.body.previous).toBeNull();
    expect(res.body.results.map((e) => e.razaosocial)).toEqual([
      "José Carlos Zanella",
      "Nexo Soluções em Software Ltda",
      "Padaria e Confeitaria Sabor da Ilha Ltda",
    ]);
    const cnpjs = res.body.results.map((e) => e.cnpj).filter(Boolean);
    expect(cnpjs.sort()).toEqual(CLIENT_CNPJS);

    const [produtor, nexo, padaria] = res.body.results;
    expect(padaria).toMatchObject({
      tipo: "CLIENTE",
      cnpj: "82158239000159",
      cnpj_mask: "82.158.239/0001-59",
      cpf_mask: null,
      nomefantasia: "Sabor da Ilha",
      porte: { descricao: "Microempresa" },
      areaatuacao: { descricao: "Alimentação" },
      ativo: true,
      suspenso: false,
      cep_mask: "88015-200",
      logradouro: "Rua Felipe Schmidt, 515",
      complemento: "",
      cidade: { nome: "Florianópolis" },
      estado: { sigla: "SC", nome: "Santa Catarina" },
      telefone: "48991234567",
      email: "contato@sabordailha.com.br",
      credenciamentos: [],
    });
    expect(typeof padaria.id).toBe("number");
    expect(typeof padaria.cidade.id).toBe("number");
    expect(new Date(padaria.dtainclusao).toISOString()).toBe(padaria.dtainclusao);
    expect(nexo).toMatchObject({
      complemento: "Sala 302",
      cidade: { nome: "São José" },
      cep_mask: "88102-000",
    });

    // The rural producer has no CNPJ, and its CPF only shows the middle digits.
    expect(produtor).toMatchObject({
      tipo: "CLIENTE",
      cnpj: null,
      cnpj_mask: null,
      cpf_mask: "***.054.250-**",
      porte: { descricao: "Produtor Rural" },
      cidade: { nome: "Concórdia" },
      estado: { sigla: "SC" },
      credenciamentos: [],
    });
    expect(JSON.stringify(produtor)).not.toContain("02605425045");
  });

  it("never lists a company linked to someone else, even when searched for", async () => {
    const empty = { count: 0, next: null, previous: null, results: [] };
    // Vértice is linked to the provider user; Nexo to the client user.
    const provider = await api.get("/empresa/", { query: { search: "Vértice" }, token: cliente });
    expect(provider.status).toBe(200);
    expect(provider.body).toEqual(empty);
    expect(
      (await api.get("/empresa/", { query: { search: "28732778000104" }, token: cliente })).body,
    ).toEqual(empty);
    expect((await api.get("/empresa/", { query: { search: "Nexo" }, token: prestador })).body).toEqual(empty);
    // Another client's company (no link to this user).
    expect((await api.get("/empresa/", { query: { search: "Mercado" }, token: cliente })).body).toEqual(
      empty,
    );
  });

  it("gives the provider its company with its accreditations", async () => {
    const res = await api.get("/empresa/", { token: prestador });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
    const [vertice] = res.body.results;
    expect(vertice).toMatchObject({
      tipo: "PRESTADOR",
      cnpj: "28732778000104",
      cnpj_mask: "28.732.778/0001-04",
      cpf_mask: null,
      razaosocial: "Vértice Consultoria Empresarial Ltda",
      complemento: "Sala 504",
    });
    const codes = vertice.credenciamentos.map((c) => c.servico.codigo);
    expect(codes).toEqual([
      "SRV-001",
      "SRV-002",
      "SRV-003",
      "SRV-004",
      "SRV-005",
      "SRV-010",
      "SRV-012",
      "SRV-013",
      "SRV-014",
      "SRV-016",
      "SRV-025",
      "SRV-026",
    ]);
    const titles = new Map([...SERVICOS_GESTAO, ...SERVICOS_OPERACAO].map((s) => [s.codigo, s.titulo]));
    for (const c of vertice.credenciamentos) {
      expect(typeof c.servico.id).toBe("number");
      expect(c.servico.titulo).toBe(titles.get(c.servico.codigo));
      expect(typeof c.ativo).toBe("boolean");
    }
  });

  it("searches razão social, nome fantasia and CNPJ (with or without punctuation)", async () => {
    const search = async (term: string) => {
      const res = await api.get("/empresa/", { query: { search: term }, token: cliente });
      expect(res.status).toBe(200);
      return res.body.results.map((e) => e.razaosocial);
    };
    expect(await search("nexo soluções")).toEqual(["Nexo Soluções em Software Ltda"]);
    expect(await search("sabor da ilha")).toEqual(["Padaria e Confeitaria Sabor da Ilha Ltda"]);
    expect(await search("Sítio")).toEqual(["José Carlos Zanella"]);
    expect(await search("39.844.618/0001-73")).toEqual(["Nexo Soluções em Software Ltda"]);
    expect(await search("82158239")).toEqual(["Padaria e Confeitaria Sabor da Ilha Ltda"]);
    expect(await search("Ltda")).toEqual([
      "Nexo Soluções em Software Ltda",
      "Padaria e Confeitaria Sabor da Ilha Ltda",
    ]);
    expect(await search("inexistente")).toEqual([]);
  });

  it("paginates with page and page_size", async () => {
    const first = await api.get("/empresa/", { query: { page_size: 2 }, token: cliente });
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(3);
    expect(first.body.results).toHaveLength(2);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe("/api/hub/empresa/?page_size=2&page=2");

    const second = await api.get("/empresa/", { query: { page_size: 2, page: 2 }, token: cliente });
    expect(second.body.count).toBe(3);
    expect(second.body.results.map((e) => e.razaosocial)).toEqual([
      "Padaria e Confeitaria Sabor da Ilha Ltda",
    ]);
    expect(second.body.next).toBeNull();
    expect(second.body.previous).toBe("/api/hub/empresa/?page_size=2&page=1");

    const beyond = await api.get("/empresa/", { query: { page: 5 }, token: cliente });
    expect(beyond.status).toBe(200);
    expect(beyond.body.results).toEqual([]);
  });

  it("formats an alphanumeric CNPJ", async () => {
    const [{ id: clienteId }] = await api.db
      .select({ id: usuario.id })
      .from(usuario)
      .where(eq(usuario.email, "cliente@hub.example"));
    const [{ id: aromaId }] = await api.db
      .select({ id: empresa.id })
      .from(empresa)
      .where(eq(empresa.cnpj, "PZC4V3OR000166"));
    await api.db.insert(empresaUsuario).values({ empresaId: aromaId, usuarioId: clienteId });
    try {
      const res = await api.get("/empresa/", { query: { search: "pzc4v3" }, token: cliente });
      expect(res.body.count).toBe(1);
      expect(res.body.results[0]).toMatchObject({ cnpj: "PZC4V3OR000166", cnpj_mask: "PZ.C4V.3OR/0001-66" });
    } finally {
      await api.db
        .delete(empresaUsuario)
        .where(and(eq(empresaUsuario.empresaId, aromaId), eq(empresaUsuario.usuarioId, clienteId)));
    }
  });

  it("refuses callers without a session, other groups and unknown parameters", async () => {
    expect((await api.get("/empresa/")).status).toBe(401);
    expect((await api.get("/empresa/", { token: "not-a-token" })).status).toBe(401);
    for (const email of ["gestor@hub.example", "consultor@hub.example", "admin@hub.example"]) {
      const res = await api.get("/empresa/", { token: await api.login(email) });
      expect(res.status).toBe(403);
      expect(typeof res.error.detail).toBe("string");
    }
    const unknown = await api.raw("GET", "/empresa/?usuario=1", { token: cliente });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.error.errors!)).toEqual(["usuario"]);
    expect((await api.get("/empresa/", { query: { page: 0 }, token: cliente })).status).toBe(400);
    expect((await api.get("/empresa/", { query: { page_size: 101 }, token: cliente })).status).toBe(400);
  });
});

describe("GET /empresa/list/ and GET /empresa/{id}/", () => {
  it("lists the client's companies in short form, sorted by razão social", async () => {
    const res = await api.get("/empresa/list/", { token: cliente });
    expect(res.status).toBe(200);
    expect(res.body.map((e) => e.razaosocial)).toEqual([
      "José Carlos Zanella",
      "Nexo Soluções em Software Ltda",
      "Padaria e Confeitaria Sabor da Ilha Ltda",
    ]);
    const [produtor, , padaria] = res.body;
    expect(padaria).toEqual({
      id: expect.any(Number),
      tipo: "CLIENTE",
      razaosocial: "Padaria e Confeitaria Sabor da Ilha Ltda",
      nomefantasia: "Sabor da Ilha",
      cnpj_mask: "82.158.239/0001-59",
      cpf_mask: null,
      cidade: { id: expect.any(Number), nome: "Florianópolis" },
      estado: { sigla: "SC" },
    });
    expect(produtor).toMatchObject({ cnpj_mask: null, cpf_mask: "***.054.250-**" });
    expect(JSON.stringify(res.body)).not.toContain("02605425045");
  });

  it("gives one of the client's companies in the shape of GET /empresa/", async () => {
    const page = await api.get("/empresa/", { query: { search: "Nexo" }, token: cliente });
    const [nexo] = page.body.results;
    const res = await api.get("/empresa/{id}/", { path: { id: nexo.id }, token: cliente });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(nexo);
  });

  it("refuses another client's company, bad ids, no session and other groups", async () => {
    const [mercado] = await api.db
      .select({ id: empresa.id })
      .from(empresa)
      .where(eq(empresa.cnpj, "62378070000135"));
    const notFound = await api.get("/empresa/{id}/", { path: { id: mercado.id }, token: cliente });
    expect(notFound.status).toBe(404);
    expect(notFound.error.detail).toBe("Empresa não encontrada.");
    expect((await api.get("/empresa/{id}/", { path: { id: 999999 }, token: cliente })).status).toBe(404);
    for (const bad of ["abc", "0", "-1", "1.5"])
      expect((await api.raw("GET", `/empresa/${bad}/`, { token: cliente })).status).toBe(400);
    const list = await api.raw("GET", "/empresa/list/?x=1", { token: cliente });
    expect(list.status).toBe(400);
    expect(Object.keys(list.error.errors!)).toEqual(["x"]);
    const gestor = await api.login("gestor@hub.example");
    for (const ler of [
      (token?: string) => api.get("/empresa/list/", { token }),
      (token?: string) => api.get("/empresa/{id}/", { path: { id: mercado.id }, token }),
    ]) {
      expect((await ler()).status).toBe(401);
      expect((await ler(prestador)).status).toBe(403);
      expect((await ler(gestor)).status).toBe(403);
    }
  });
});
