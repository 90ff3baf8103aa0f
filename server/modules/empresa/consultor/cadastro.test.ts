import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Query } from "@/tests/setup/cliente-api";
import { empresaId } from "@/tests/setup/construtores";
import { consultorPrestador, historico } from "@/server/db/schema";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const GRUPOS = ["gestor", "consultor", "admin", "cliente", "prestador", "avaliador"];
let vertice: number;
let mentora: number;
let sabor: number;

beforeAll(async () => {
  for (const who of GRUPOS) token[who] = await api.login(`${who}@hub.example`);
  // The second demo provider's user (Mentora Inovação).
  token.mentora = await api.login("helena.prado@hub.example");
  vertice = await empresaId(api.db, "Vértice Consultoria");
  mentora = await empresaId(api.db, "Mentora Inovação");
  sabor = await empresaId(api.db, "Sabor da Ilha");
});

const corpo = (x: Record<string, unknown> = {}) => ({
  empresa: vertice,
  nome: "Ana Luíza",
  sobrenome: "Marques",
  cpf: "526.018.159-06",
  email: "Ana.Marques@Vertice.example",
  telefone: "(48) 99123-4567",
  ...x,
});
const adicionar = async (x: Record<string, unknown>, who = "prestador") => {
  const res = await api.post("/empresa/consultor/adicionar/", { token: token[who], body: corpo(x) });
  expect(res.status).toBe(201);
  return res.body;
};
const listar = (empresa: number, who: string, query?: Query<"get", "/empresa/{id}/consultor/list/">) =>
  api.get("/empresa/{id}/consultor/list/", { path: { id: empresa }, query, token: token[who] });

describe("POST /empresa/consultor/adicionar/", () => {
  it("adds a consultant to the provider's company, masked, and writes the company's history", async () => {
    const res = await api.post("/empresa/consultor/adicionar/", { token: token.prestador, body: corpo() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      empresa: vertice,
      nome: "Ana Luíza",
      sobrenome: "Marques",
      cpf_mask: "***.018.159-**",
      email: "ana.marques@vertice.example",
      telefone: "48991234567",
      dtainclusao: expect.any(String),
      credenciamentos: [],
    });
    const [gravado] = await api.db
      .select({ cpf: consultorPrestador.cpf })
      .from(consultorPrestador)
      .where(eq(consultorPrestador.id, res.body.id));
    expect(gravado.cpf).toBe("52601815906");
    const linhas = await api.db
      .select({ para: historico.para })
      .from(historico)
      .where(
        and(
          eq(historico.entidade, "empresa"),
          eq(historico.entidadeId, vertice),
          eq(historico.acao, "CONSULTOR_ADICIONADO"),
        ),
      );
    expect(linhas).toEqual([{ para: "Ana Luíza Marques" }]);
  });

  it("refuses a CPF already in the company with a 409 on the field, and lets another company have it", async () => {
    const repetido = await api.post("/empresa/consultor/adicionar/", {
      token: token.prestador,
      body: corpo({ cpf: "52601815906" }),
    });
    expect(repetido.status).toBe(409);
    expect(repetido.error).toEqual({
      detail: "Este CPF já é de um consultor da empresa.",
      errors: { cpf: ["Este CPF já é de um consultor da empresa."] },
    });
    const outra = await adicionar({ empresa: mentora }, "mentora");
    expect(outra.cpf_mask).toBe("***.018.159-**");
  });

  it("checks every field in pt-BR and refuses unknown ones", async () => {
    const ruim = await api.raw("POST", "/empresa/consultor/adicionar/", {
      token: token.prestador,
      body: {
        ...corpo({ cpf: "526.018.159-07", email: "ana@", nome: " ", telefone: "123" }),
        ativo: true,
      },
    });
    expect(ruim.status).toBe(400);
    expect(ruim.error.errors).toEqual({
      cpf: ["CPF inválido."],
      email: ["Informe um e-mail válido."],
      nome: ["Escreva ao menos 2 caracteres."],
      telefone: ["Telefone inválido."],
      ativo: [expect.any(String)],
    });
    const semEmpresa = await api.raw("POST", "/empresa/consultor/adicionar/", {
      token: token.prestador,
      body: { nome: "Bia" },
    });
    expect(Object.keys(semEmpresa.error.errors!).sort()).toEqual(["cpf", "email", "empresa"]);
  });

  it("answers 404 for a company that is not the provider's own, 403 to other groups, 401 without a session", async () => {
    for (const empresa of [mentora, sabor, 2_000_000]) {
      const res = await api.post("/empresa/consultor/adicionar/", {
        token: token.prestador,
        body: corpo({ empresa, cpf: "08301661305" }),
      });
      expect(res.status).toBe(404);
      expect(res.error).toEqual({ detail: "Empresa não encontrada." });
    }
    for (const who of ["gestor", "admin", "cliente", "consultor"])
      expect(
        (
          await api.post("/empresa/consultor/adicionar/", {
            token: token[who],
            body: corpo({ cpf: "08301661305" }),
          })
        ).status,
      ).toBe(403);
    expect((await api.post("/empresa/consultor/adicionar/", { body: corpo() })).status).toBe(401);
  });
});

describe("GET /empresa/{id}/consultor/list/", () => {
  it("pages the company's consultants by name, searched without accents or by the whole CPF", async () => {
    await adicionar({
      nome: "Otávio",
      sobrenome: "Brandão",
      cpf: "18609139034",
      email: "otavio@vertice.example",
    });
    await adicionar({
      nome: "Bruna",
      sobrenome: "Ceretta",
      cpf: "99603082430",
      email: "bruna@vertice.example",
    });
    const pagina = await listar(vertice, "prestador", { page_size: 2 });
    expect(pagina.status).toBe(200);
    expect(pagina.body.count).toBe(3);
    expect(pagina.body.next).toContain("page=2");
    expect(pagina.body.results.map((c) => c.nome)).toEqual(["Ana Luíza", "Bruna"]);
    const otavio = await listar(vertice, "prestador", { search: "otavio brandao" });
    expect(otavio.body.results.map((c) => c.nome)).toEqual(["Otávio"]);
    expect((await listar(vertice, "prestador", { search: "186.091.390-34" })).body.count).toBe(1);
    // Part of a CPF finds nobody: the list cannot be used to guess its digits.
    expect((await listar(vertice, "prestador", { search: "1860913" })).body.count).toBe(0);
    expect(
      (await api.raw("GET", `/empresa/${vertice}/consultor/list/?cpf=1`, { token: token.prestador })).status,
    ).toBe(400);
  });

  it("shows any provider's consultants to staff, only its own to a provider, and nothing to clients", async () => {
    for (const who of ["gestor", "consultor", "admin"]) {
      const res = await listar(vertice, who);
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(3);
    }
    expect((await listar(vertice, "mentora")).status).toBe(404);
    expect((await listar(sabor, "gestor")).status).toBe(404);
    for (const who of ["cliente", "avaliador"]) expect((await listar(vertice, who)).status).toBe(403);
  });
});

describe("DELETE /empresa/consultor/{id}/remover/", () => {
  it("removes the provider's own consultant, once, with the history; never another company's", async () => {
    const bruna = (await listar(vertice, "prestador", { search: "bruna" })).body.results[0];
    const alheio = (await listar(mentora, "mentora")).body.results[0];
    expect(
      (
        await api.delete("/empresa/consultor/{id}/remover/", {
          path: { id: alheio.id },
          token: token.prestador,
        })
      ).status,
    ).toBe(404);
    expect(
      (await api.delete("/empresa/consultor/{id}/remover/", { path: { id: bruna.id }, token: token.gestor }))
        .status,
    ).toBe(403);
    const res = await api.delete("/empresa/consultor/{id}/remover/", {
      path: { id: bruna.id },
      token: token.prestador,
    });
    expect(res.status).toBe(204);
    expect((await listar(vertice, "prestador", { search: "bruna" })).body.count).toBe(0);
    const de = await api.db
      .select({ de: historico.de })
      .from(historico)
      .where(and(eq(historico.entidadeId, vertice), eq(historico.acao, "CONSULTOR_REMOVIDO")));
    expect(de).toEqual([{ de: "Bruna Ceretta" }]);
    const again = await api.delete("/empresa/consultor/{id}/remover/", {
      path: { id: bruna.id },
      token: token.prestador,
    });
    expect(again.status).toBe(404);
    expect(again.error).toEqual({ detail: "Consultor não encontrado." });
    expect(
      (await api.raw("DELETE", "/empresa/consultor/abc/remover/", { token: token.prestador })).status,
    ).toBe(400);
  });
});
