import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { empresaId } from "@/tests/setup/construtores";
import { consultorCredenciamento, credenciamento, historico, servico } from "@/server/db/schema";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
let vertice: number;
let mentora: number;
let servicos: Record<string, number>;
let ana: number;
let caio: number;
let alheio: number;

type Credenciamento = { id: number; servico: { codigo: string }; situacao: string };
const adicionar = async (who: string, empresa: number, nome: string, cpf: string) => {
  const res = await api.post("/empresa/consultor/adicionar/", {
    token: token[who],
    body: {
      empresa,
      nome,
      cpf,
      email: `${nome.toLowerCase()}@consultores.example`,
      sobrenome: "",
    },
  });
  expect(res.status).toBe(201);
  return res.body.id;
};
const credenciar = (consultor: number, codigo: string, who = "prestador") =>
  api.post("/empresa/consultor/credenciar/", {
    token: token[who],
    body: { consultor, servico: servicos[codigo] },
  });
const situacoes = (body: { credenciamentos: Credenciamento[] }) =>
  Object.fromEntries(body.credenciamentos.map((c) => [c.servico.codigo, c.situacao]));
/** Vértice's own link with the service: switched on or off by staff (the accreditation module's toggle). */
const vinculo = (codigo: string, ativo: boolean) =>
  api.db
    .update(credenciamento)
    .set({ ativo })
    .where(and(eq(credenciamento.empresaId, vertice), eq(credenciamento.servicoId, servicos[codigo])));

beforeAll(async () => {
  for (const who of ["prestador", "gestor", "consultor", "cliente"])
    token[who] = await api.login(`${who}@hub.example`);
  token.mentora = await api.login("helena.prado@hub.example");
  vertice = await empresaId(api.db, "Vértice Consultoria");
  mentora = await empresaId(api.db, "Mentora Inovação");
  const rows = await api.db.select({ id: servico.id, codigo: servico.codigo }).from(servico);
  servicos = Object.fromEntries(rows.map((r) => [r.codigo, r.id]));
  ana = await adicionar("prestador", vertice, "Ana", "62819482112");
  caio = await adicionar("prestador", vertice, "Caio", "99351819019");
  alheio = await adicionar("mentora", mentora, "Davi", "93786579741");
});

describe("POST /empresa/consultor/credenciar/", () => {
  it("grants at once a service the company's link takes part in releases for, and writes the history", async () => {
    const res = await credenciar(ana, "SRV-001");
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(ana);
    expect(res.body.credenciamentos).toEqual([
      {
        id: expect.any(Number),
        servico: { id: servicos["SRV-001"], codigo: "SRV-001", titulo: expect.any(String) },
        situacao: "CREDENCIADO",
        dtaatualizacao: expect.any(String),
        // Its table offers its provider to withdraw it; granting it again is not offered.
        acoes: ["descredenciar"],
      },
    ]);
    const [linha] = await api.db
      .select({ para: historico.para })
      .from(historico)
      .where(and(eq(historico.entidadeId, vertice), eq(historico.acao, "CONSULTOR_CREDENCIADO")));
    expect(linha.para).toMatch(/^Ana · /);
    const again = await credenciar(ana, "SRV-001");
    expect(again.status).toBe(409);
    expect(again.error.detail).toBe("O consultor já é credenciado para este serviço.");
  });

  it("keeps the request asked while the company's link is switched off, and grants it when asked again after", async () => {
    await vinculo("SRV-002", false);
    const pedido = await credenciar(ana, "SRV-002");
    expect(pedido.status).toBe(200);
    expect(situacoes(pedido.body)).toEqual({ "SRV-001": "CREDENCIADO", "SRV-002": "SOLICITADO" });
    const repetido = await credenciar(ana, "SRV-002");
    expect(repetido.status).toBe(409);
    expect(repetido.error.detail).toMatch(/aguarda a reativação do vínculo/);
    const acoes = (c: typeof pedido.body) =>
      c.credenciamentos.find((x) => x.servico.codigo === "SRV-002")?.acoes;
    // While the link is off, its table offers only to withdraw it; once back, to grant it.
    expect(acoes(pedido.body)).toEqual(["descredenciar"]);
    await vinculo("SRV-002", true);
    const lista = await api.get("/empresa/{id}/consultor/list/", {
      path: { id: vertice },
      token: token.prestador,
    });
    expect(acoes(lista.body.results.find((c) => c.id === ana)!)).toEqual(["credenciar", "descredenciar"]);
    const concedido = await credenciar(ana, "SRV-002");
    expect(situacoes(concedido.body)).toEqual({ "SRV-001": "CREDENCIADO", "SRV-002": "CREDENCIADO" });
    const rows = await api.db
      .select({ situacao: consultorCredenciamento.situacao })
      .from(consultorCredenciamento)
      .where(eq(consultorCredenciamento.consultorId, ana));
    expect(rows).toHaveLength(2);
  });

  it("refuses a service the company is not accredited for with a message on the field", async () => {
    const res = await credenciar(caio, "SRV-006");
    expect(res.status).toBe(400);
    expect(res.error.errors?.servico[0]).toMatch(/^Sua empresa não é credenciada para este serviço/);
    const inexistente = await api.post("/empresa/consultor/credenciar/", {
      token: token.prestador,
      body: {
        consultor: caio,
        servico: 2_000_000,
      },
    });
    expect(inexistente.status).toBe(400);
    const ruim = await api.raw("POST", "/empresa/consultor/credenciar/", {
      token: token.prestador,
      body: {
        consultor: "x",
        extra: 1,
      },
    });
    expect(Object.keys(ruim.error.errors!).sort()).toEqual(["consultor", "extra", "servico"]);
  });

  it("answers 404 for another company's consultant and 403 to staff and clients", async () => {
    const res = await credenciar(alheio, "SRV-001");
    expect(res.status).toBe(404);
    expect(res.error).toEqual({ detail: "Consultor não encontrado." });
    for (const who of ["gestor", "cliente"])
      expect((await credenciar(caio, "SRV-001", who)).status).toBe(403);
  });
});

describe("GET /empresa/{empresa}/{servico}/consultor/list/", () => {
  it("flags each consultant accredited for the service", async () => {
    const lista = async (codigo: string, who = "prestador") => {
      const res = await api.get("/empresa/{empresa}/{servico}/consultor/list/", {
        path: { empresa: vertice, servico: servicos[codigo] },
        token: token[who],
      });
      expect(res.status).toBe(200);
      return res.body.results.map((c) => [c.nome, c.credenciamento, c.situacao]);
    };
    expect(await lista("SRV-001")).toEqual([
      ["Ana", true, "CREDENCIADO"],
      ["Caio", false, null],
    ]);
    expect(await lista("SRV-003", "gestor")).toEqual([
      ["Ana", false, null],
      ["Caio", false, null],
    ]);
    expect(
      (
        await api.get("/empresa/{empresa}/{servico}/consultor/list/", {
          path: { empresa: vertice, servico: 2000000 },
          token: token.prestador,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.get("/empresa/{empresa}/{servico}/consultor/list/", {
          path: { empresa: mentora, servico: servicos["SRV-001"] },
          token: token.prestador,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.get("/empresa/{empresa}/{servico}/consultor/list/", {
          path: { empresa: vertice, servico: servicos["SRV-001"] },
          token: token.cliente,
        })
      ).status,
    ).toBe(403);
  });
});

describe("DELETE /empresa/consultor/{id}/descredenciar/", () => {
  it("withdraws one accreditation of the provider's own consultant, once, with the history", async () => {
    const atual = (await credenciar(caio, "SRV-003")).body;
    const id = atual.credenciamentos[0].id;
    expect(
      (await api.delete("/empresa/consultor/{id}/descredenciar/", { path: { id }, token: token.mentora }))
        .status,
    ).toBe(404);
    expect(
      (await api.delete("/empresa/consultor/{id}/descredenciar/", { path: { id }, token: token.gestor }))
        .status,
    ).toBe(403);
    expect(
      (await api.delete("/empresa/consultor/{id}/descredenciar/", { path: { id }, token: token.prestador }))
        .status,
    ).toBe(204);
    const again = await api.delete("/empresa/consultor/{id}/descredenciar/", {
      path: { id },
      token: token.prestador,
    });
    expect(again.status).toBe(404);
    expect(again.error).toEqual({ detail: "Credenciamento não encontrado." });
    const lista = await api.get("/empresa/{id}/consultor/list/", {
      path: { id: vertice },
      query: { search: "caio" },
      token: token.prestador,
    });
    expect(lista.body.results[0].credenciamentos).toEqual([]);
    const [linha] = await api.db
      .select({ de: historico.de })
      .from(historico)
      .where(and(eq(historico.entidadeId, vertice), eq(historico.acao, "CONSULTOR_DESCREDENCIADO")));
    expect(linha.de).toMatch(/^Caio · /);
  });

  it("takes a consultant's accreditations with it when the consultant is removed", async () => {
    expect(
      (await api.delete("/empresa/consultor/{id}/remover/", { path: { id: ana }, token: token.prestador }))
        .status,
    ).toBe(204);
    const restantes = await api.db
      .select()
      .from(consultorCredenciamento)
      .where(eq(consultorCredenciamento.consultorId, ana));
    expect(restantes).toEqual([]);
  });
});
