import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { cidade, empresa, modeloOferta, servico, usuario } from "@/server/db/schema";
import { SERVICOS } from "@/server/db/seed/catalogo";
import { CLIENTES, PRESTADORES } from "@/server/db/seed/data/empresas";
import { PESSOAS } from "@/server/db/seed/data/pessoas";

const api = usarApiDeTeste();
let consultor: string;
let admin: string;
let cliente: string;
let prestador: string;

beforeAll(async () => {
  [consultor, admin, cliente, prestador] = await Promise.all(
    ["consultor", "admin", "cliente", "prestador"].map((u) => api.login(`${u}@hub.example`)),
  );
});

const get = (path: string, token = consultor) => api.call("GET", path, { token });
const servicoId = async (codigo: string) =>
  (await api.db.select({ id: servico.id }).from(servico).where(eq(servico.codigo, codigo)))[0].id;

type Named = { nome: string; sobrenome: string };
const fullNames = (rows: Named[]) => rows.map((r) => `${r.nome} ${r.sobrenome}`);

const PAGINADAS = [
  "/listagem/interno/clientes/",
  "/listagem/interno/proprietarios/",
  "/listagem/interno/sociosAdministradores/",
  "/listagem/interno/consultores/",
  "/listagem/interno/gestores/",
  "/listagem/interno/modelosoferta/",
  "/listagem/interno/prestadores/",
  "/listagem/interno/servicos/",
  "/listagem/usuarios/internos/",
  "/listagem/simples/interno/gestores/",
  "/listagem/simples/interno/servicos/",
  "/listagem/simples/interno/modelosoferta/",
  "/listagem/simples/interno/prestadores/",
];

describe("who may call the staff lists", () => {
  it("asks for a session, refuses clients and providers, serves staff and admins", async () => {
    for (const path of PAGINADAS) {
      expect((await api.call("GET", path)).status, path).toBe(401);
      expect((await get(path, cliente)).status, path).toBe(403);
      expect((await get(path, prestador)).status, path).toBe(403);
      expect((await get(path, admin)).status, path).toBe(200);
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(Object.keys(res.body).sort(), path).toEqual(["count", "next", "previous", "results"]);
    }
  });

  it("refuses unknown query parameters and a malformed page", async () => {
    for (const path of PAGINADAS) {
      const unknown = await get(`${path}?x=1`);
      expect(unknown.status, path).toBe(400);
      expect(unknown.body.errors, path).toEqual({ x: [expect.any(String)] });
      expect((await get(`${path}?page=0`)).status, path).toBe(400);
      expect((await get(`${path}?page_size=101`)).status, path).toBe(400);
    }
    expect((await get("/listagem/interno/modelosoferta/?ativo=0")).body.errors).toEqual({
      ativo: ["Use true ou false."],
    });
    expect((await get("/listagem/interno/prestadores/?servico=abc")).status).toBe(400);
  });
});

describe("GET /listagem/interno/clientes/", () => {
  it("lists active client companies and rural producers by trade name, with masked documents", async () => {
    const res = await get("/listagem/interno/clientes/");
    expect(res.body.count).toBe(CLIENTES.length);
    const nomes = res.body.results.map((c: { nomefantasia: string }) => c.nomefantasia);
    expect(nomes.slice(0, 3)).toEqual(["Aroma Sul", "Auto Peças Curitibana", "Café Serra Verde"]);
    expect(nomes).not.toContain("Vértice Consultoria");
    const sabor = res.body.results.find((c: { nomefantasia: string }) => c.nomefantasia === "Sabor da Ilha");
    expect(sabor).toEqual({
      id: expect.any(Number),
      nomefantasia: "Sabor da Ilha",
      razaosocial: "Padaria e Confeitaria Sabor da Ilha Ltda",
      cnpj_mask: "82.158.239/0001-59",
      cpf_mask: null,
      cidade: { id: expect.any(Number), nome: "Florianópolis" },
      estado: { sigla: "SC" },
    });
    const zanella = res.body.results.find(
      (c: { nomefantasia: string }) => c.nomefantasia === "Sítio Zanella",
    );
    expect(zanella).toMatchObject({ cnpj_mask: null, cpf_mask: "***.054.250-**", estado: { sigla: "SC" } });

    await api.db.update(empresa).set({ ativo: false }).where(eq(empresa.id, sabor.id));
    const sem = await get("/listagem/interno/clientes/");
    expect(sem.body.count).toBe(CLIENTES.length - 1);
    await api.db.update(empresa).set({ ativo: true }).where(eq(empresa.id, sabor.id));
  });

  it("searches names, CNPJ digits with or without punctuation, and only a whole CPF", async () => {
    const search = async (term: string) =>
      (await get(`/listagem/interno/clientes/?search=${encodeURIComponent(term)}`)).body.results.map(
        (c: { nomefantasia: string }) => c.nomefantasia,
      );
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
    const first = await get("/listagem/interno/clientes/");
    expect(first.body.count).toBe(CLIENTES.length + 50);
    expect(first.body.results).toHaveLength(50);
    expect(first.body.next).toBe("/api/hub/listagem/interno/clientes/?page=2");
    const second = await get(first.body.next.replace("/api/hub", ""));
    expect(second.body.results).toHaveLength(CLIENTES.length);
    expect(second.body.results.at(-1).nomefantasia).toBe("Zz Cliente 49");
    expect((await get("/listagem/interno/clientes/?page_size=5")).body.results).toHaveLength(5);
  });
});

describe("GET /listagem/interno/proprietarios/ and /sociosAdministradores/", () => {
  it("lists the owners of rural properties by name, CPF masked, with their property", async () => {
    const res = await get("/listagem/interno/proprietarios/");
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
    const own = await get(`/listagem/interno/proprietarios/?empresa=${zanella}`);
    expect(fullNames(own.body.results)).toEqual(["José Carlos Zanella", "Marlene Zanella"]);
  });

  it("lists managing partners, searched on person and company names", async () => {
    const res = await get("/listagem/interno/sociosAdministradores/");
    expect(res.body.count).toBe(PESSOAS.filter((p) => p.papel === "SOCIO_ADMINISTRADOR").length);
    expect(res.body.results[0]).toMatchObject({ nome: "Aline", sobrenome: "Kowalski" });
    expect(
      res.body.results.every((p: { cpf_mask: string }) => /^\*{3}\.\d{3}\.\d{3}-\*{2}$/.test(p.cpf_mask)),
    ).toBe(true);
    const ferrari = await get("/listagem/interno/sociosAdministradores/?search=metal%C3%BArgica");
    expect(fullNames(ferrari.body.results)).toEqual(["Antônio Ferrari", "Lúcia Ferrari"]);
    const nexo = await get("/listagem/interno/sociosAdministradores/?search=kowalski");
    expect(
      nexo.body.results.map((p: { empresa: { nomefantasia: string } }) => p.empresa.nomefantasia),
    ).toEqual(["Nexo Software"]);
    expect((await get("/listagem/interno/sociosAdministradores/?search=zanella")).body.count).toBe(0);
  });
});

describe("GET /listagem/interno/consultores/, /gestores/ and /listagem/usuarios/internos/", () => {
  it("lists active users of the group by name", async () => {
    const consultores = await get("/listagem/interno/consultores/");
    expect(consultores.body.results).toEqual([
      { id: expect.any(Number), nome: "Camila", sobrenome: "Teixeira", email: "consultor@hub.example" },
      { id: expect.any(Number), nome: "Larissa", sobrenome: "Bauer", email: "larissa.bauer@hub.example" },
    ]);
    const gestores = await get("/listagem/interno/gestores/");
    expect(fullNames(gestores.body.results)).toEqual([
      "Fernanda Castilho",
      "Gustavo Schneider",
      "Ricardo Bittencourt",
    ]);

    await api.db.update(usuario).set({ ativo: false }).where(eq(usuario.email, "larissa.bauer@hub.example"));
    expect(fullNames((await get("/listagem/interno/consultores/")).body.results)).toEqual([
      "Camila Teixeira",
    ]);
    await api.db.update(usuario).set({ ativo: true }).where(eq(usuario.email, "larissa.bauer@hub.example"));
    expect((await get("/listagem/interno/gestores/?search=ricardo%20bitt")).body.count).toBe(1);
  });

  it("lists the active staff with their groups, never clients, providers or admins", async () => {
    const res = await get("/listagem/usuarios/internos/");
    expect(fullNames(res.body.results)).toEqual([
      "Camila Teixeira",
      "Fernanda Castilho",
      "Gustavo Schneider",
      "Juliana Rocha",
      "Larissa Bauer",
      "Ricardo Bittencourt",
    ]);
    const larissa = await get("/listagem/usuarios/internos/?search=bauer");
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

describe("GET /listagem/interno/modelosoferta/", () => {
  const ofertas = SERVICOS.flatMap((s) =>
    s.ofertas.map((o) => ({ ...o, ativo: s.ativo ?? true, servico: s })),
  );

  it("lists offer models with their service, 10 a page by default", async () => {
    const res = await get("/listagem/interno/modelosoferta/");
    expect(res.body.count).toBe(ofertas.length);
    expect(res.body.results).toHaveLength(10);
    expect(res.body.next).toBe("/api/hub/listagem/interno/modelosoferta/?page=2");
    const [first] = res.body.results;
    expect(Object.keys(first).sort()).toEqual(["ativo", "id", "servico", "titulo", "valor"]);
    expect(Object.keys(first.servico).sort()).toEqual(["exige_diagnostico", "id", "titulo"]);
    expect(typeof first.valor).toBe("number");
  });

  it("filters by service and situation, and searches offer and service titles", async () => {
    const inativo = SERVICOS.find((s) => s.ativo === false)!;
    const id = await servicoId(inativo.codigo);
    const byServico = await get(`/listagem/interno/modelosoferta/?servico=${id}`);
    expect(byServico.body.results.map((m: { titulo: string }) => m.titulo).sort()).toEqual(
      inativo.ofertas.map((o) => o.titulo).sort(),
    );
    expect(byServico.body.results[0]).toMatchObject({
      valor: inativo.ofertas.find((o) => o.titulo === byServico.body.results[0].titulo)!.valor,
      ativo: false,
      servico: { id, titulo: inativo.titulo, exige_diagnostico: false },
    });
    const inativos = await get("/listagem/interno/modelosoferta/?ativo=false");
    expect(inativos.body.count).toBe(ofertas.filter((o) => !o.ativo).length);
    const ativos = await get("/listagem/interno/modelosoferta/?ativo=true");
    expect(ativos.body.count).toBe(ofertas.filter((o) => o.ativo).length);
    const porServico = await get(
      `/listagem/interno/modelosoferta/?search=${encodeURIComponent(inativo.titulo)}`,
    );
    expect(porServico.body.count).toBe(inativo.ofertas.length);
  });
});

describe("GET /listagem/interno/prestadores/", () => {
  it("lists provider companies by trade name with masks and situation", async () => {
    const res = await get("/listagem/interno/prestadores/");
    expect(res.body.count).toBe(PRESTADORES.length);
    expect(
      res.body.results.find((p: { nomefantasia: string }) => p.nomefantasia === "Vértice Consultoria"),
    ).toEqual({
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
    const res = await get(`/listagem/interno/prestadores/?servico=${await servicoId("SRV-004")}`);
    const expected = PRESTADORES.filter((p) => p.servicos?.includes("SRV-004")).map((p) => p.nomefantasia);
    expect(res.body.results.map((p: { nomefantasia: string }) => p.nomefantasia).sort()).toEqual(
      expected.sort(),
    );
    expect(expected.length).toBeGreaterThan(1);
    expect((await get("/listagem/interno/prestadores/?servico=999999")).body.count).toBe(0);
  });
});

describe("GET /listagem/interno/servicos/", () => {
  it("lists services with type and programme, by situation, 10 a page", async () => {
    const res = await get("/listagem/interno/servicos/");
    expect(res.body.count).toBe(SERVICOS.length);
    expect(res.body.results).toHaveLength(10);
    const inativos = await get("/listagem/interno/servicos/?ativo=false");
    const inativo = SERVICOS.find((s) => s.ativo === false)!;
    expect(inativos.body.results).toEqual([
      {
        id: expect.any(Number),
        codigo: inativo.codigo,
        titulo: inativo.titulo,
        ativo: false,
        exige_diagnostico: false,
        tipo: { descricao: inativo.tipo },
        programa: { descricao: inativo.programa },
      },
    ]);
    expect((await get(`/listagem/interno/servicos/?search=${inativo.codigo}`)).body.count).toBe(1);
  });
});

describe("GET /listagem/simples/interno/{gestores,servicos,modelosoferta,prestadores}/", () => {
  it("lists {id, descricao} of active rows by label", async () => {
    const gestores = await get("/listagem/simples/interno/gestores/");
    expect(gestores.body.results).toEqual([
      { id: expect.any(Number), descricao: "Fernanda Castilho" },
      { id: expect.any(Number), descricao: "Gustavo Schneider" },
      { id: expect.any(Number), descricao: "Ricardo Bittencourt" },
    ]);
    const servicos = await get("/listagem/simples/interno/servicos/");
    expect(servicos.body.count).toBe(SERVICOS.filter((s) => s.ativo !== false).length);
    expect(Object.keys(servicos.body.results[0]).sort()).toEqual(["descricao", "id"]);
    const prestadores = await get("/listagem/simples/interno/prestadores/?search=v%C3%A9rtice");
    expect(prestadores.body.results).toEqual([{ id: expect.any(Number), descricao: "Vértice Consultoria" }]);
    const [{ id: vertice }] = prestadores.body.results;
    await api.db.update(empresa).set({ ativo: false }).where(eq(empresa.id, vertice));
    expect((await get("/listagem/simples/interno/prestadores/")).body.count).toBe(PRESTADORES.length - 1);
    await api.db.update(empresa).set({ ativo: true }).where(eq(empresa.id, vertice));
  });

  it("comes 100 to a page by default", async () => {
    const id = await servicoId("SRV-001");
    await api.db.insert(modeloOferta).values(
      Array.from({ length: 100 }, (_, i) => ({
        servicoId: id,
        titulo: `Oferta de teste ${String(i).padStart(3, "0")}`,
        descricao: "Oferta para testar a paginação.",
        cargaHoraria: 4,
        valor: "100.00",
      })),
    );
    const ativas = SERVICOS.filter((s) => s.ativo !== false).flatMap((s) => s.ofertas).length + 100;
    const res = await get("/listagem/simples/interno/modelosoferta/");
    expect(res.body.count).toBe(ativas);
    expect(res.body.results).toHaveLength(100);
    expect(res.body.next).toBe("/api/hub/listagem/simples/interno/modelosoferta/?page=2");
    expect((await get("/listagem/simples/interno/modelosoferta/?page=2")).body.results).toHaveLength(
      ativas - 100,
    );
  });
});

describe("ids in queries", () => {
  it("refuse numbers beyond the database's integer ids with a 400, never a 500", async () => {
    const BIG = 2_147_483_648;
    const cases: [path: string, field: string][] = [
      [`/listagem/interno/cidades/?estado=${BIG}`, "estado"],
      [`/listagem/interno/substatus/?status=${BIG}`, "status"],
      [`/listagem/interno/prestadores/?servico=${BIG}`, "servico"],
      [`/listagem/interno/modelosoferta/?servico=${BIG}`, "servico"],
      [`/listagem/interno/proprietarios/?empresa=${BIG}`, "empresa"],
      [`/listagem/pergunta/dimensionamento/?servico=9999999999`, "servico"],
      [`/tema/subtema/externo/list/?tema=${BIG}`, "tema"],
      [`/servico/?tema=${BIG}`, "tema"],
      [`/consulta/centrocusto/detalhe/?centrocusto=${BIG}`, "centrocusto"],
      [`/unidade-atendimento/?gestor=${BIG}`, "gestor"],
      [`/projeto/consultor/?consultor=${BIG}`, "consultor"],
      [`/diagnostico/consultor/?consultor=${BIG}`, "consultor"],
    ];
    for (const [path, field] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(Object.keys(res.body.errors), path).toContain(field);
    }
  });
});
