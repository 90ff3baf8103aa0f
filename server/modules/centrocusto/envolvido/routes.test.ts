import { beforeAll, describe, expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Corpo } from "@/tests/setup/cliente-api";
import { centroCustoId, usuarioId } from "@/tests/setup/construtores";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const usuario: Record<string, number> = {};
let centro: number;

beforeAll(async () => {
  for (const quem of ["gestor", "coordenador", "interno", "admin", "consultor", "cliente"]) {
    token[quem] = await api.login(`${quem}@hub.example`);
    usuario[quem] = await usuarioId(api.db, `${quem}@hub.example`);
  }
  centro = await centroCustoId(api.db, "CC-2026-003");
});

const adicionar = (body: Corpo<"post", "/centrocusto/interno/envolvidos/">, quem = "gestor") =>
  api.post("/centrocusto/interno/envolvidos/", { token: token[quem], body });
const emLote = (body: Corpo<"put", "/centrocusto/interno/envolvidos/bulk/create/">, quem = "gestor") =>
  api.put("/centrocusto/interno/envolvidos/bulk/create/", { token: token[quem], body });
const porGrupo = (centrocusto: number, quem = "gestor") =>
  api.get("/centrocusto/interno/envolvidos/grupo/", { query: { centrocusto }, token: token[quem] });
const remover = (id: number, quem = "gestor") =>
  api.delete("/centrocusto/interno/envolvidos/{id}/", { path: { id }, token: token[quem] });
type Grupo = { grupo: { name: string }; envolvidos: { usuario: { email: string } }[] };
const resumo = (body: { grupos: Grupo[] }) =>
  body.grupos.map((g) => [g.grupo.name, g.envolvidos.map((e) => e.usuario.email)]);

describe("people involved in a cost centre", () => {
  it("involves a staff user once: a second time is a conflict", async () => {
    const res = await adicionar({ centrocusto: centro, usuario: usuario.coordenador });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      centrocusto: { id: centro, codigo: "CC-2026-003" },
      usuario: {
        id: usuario.coordenador,
        nome: expect.any(String),
        sobrenome: expect.any(String),
        email: "coordenador@hub.example",
      },
      dtainclusao: expect.any(String),
    });
    const outra = await adicionar({ centrocusto: centro, usuario: usuario.coordenador });
    expect(outra.status).toBe(409);
    expect(outra.error.detail).toBe("Esta pessoa já está envolvida neste centro de custo.");
  });

  it("adds several at once, keeping who was already in, and lists them by staff group", async () => {
    const res = await emLote({
      centrocusto: centro,
      usuarios: [usuario.consultor, usuario.gestor, usuario.coordenador, usuario.interno, usuario.gestor],
    });
    expect(res.status).toBe(200);
    expect(resumo(res.body)).toEqual([
      ["coordenador", ["coordenador@hub.example"]],
      ["gestor", ["gestor@hub.example"]],
      ["interno", ["interno@hub.example"]],
      ["consultor", ["consultor@hub.example"]],
    ]);
    const lido = await porGrupo(centro, "interno");
    expect(lido.status).toBe(200);
    expect(lido.body).toEqual(res.body);
  });

  it("takes a person off, then answers 404 for the same link", async () => {
    const antes = await porGrupo(centro);
    const interno = antes.body.grupos.find((g) => g.grupo.name === "interno")!.envolvidos[0];
    const res = await remover(interno.id);
    expect(res.status).toBe(204);
    expect(resumo((await porGrupo(centro)).body).map(([g]) => g)).toEqual([
      "coordenador",
      "gestor",
      "consultor",
    ]);
    const de_novo = await remover(interno.id);
    expect(de_novo.status).toBe(404);
    expect(de_novo.error.detail).toBe("Pessoa envolvida não encontrada.");
  });

  it("refuses unknown centres and people who are not active staff, on their fields", async () => {
    expect((await adicionar({ centrocusto: 999999, usuario: usuario.gestor })).error.errors).toEqual({
      centrocusto: ["Centro de custo não encontrado."],
    });
    expect((await adicionar({ centrocusto: centro, usuario: usuario.cliente })).error.errors).toEqual({
      usuario: [`O usuário ${usuario.cliente} não existe, está inativo ou não é da equipe interna.`],
    });
    const lote = await emLote({ centrocusto: centro, usuarios: [usuario.gestor, usuario.cliente, 999999] });
    expect(lote.status).toBe(400);
    expect(lote.error.errors).toEqual({
      usuarios: [
        `Os usuários ${usuario.cliente}, 999999 não existem, estão inativos ou não são da equipe interna.`,
      ],
    });
    expect((await emLote({ centrocusto: centro, usuarios: [] })).error.errors).toEqual({
      usuarios: ["Escolha ao menos uma pessoa."],
    });
    // Without the fields the contract requires.
    const semUsuario = await api.raw("POST", "/centrocusto/interno/envolvidos/", {
      token: token.gestor,
      body: { centrocusto: centro },
    });
    expect(Object.keys(semUsuario.error.errors!)).toEqual(["usuario"]);
    expect(
      (await api.raw("GET", "/centrocusto/interno/envolvidos/grupo/", { token: token.gestor })).status,
    ).toBe(400);
    expect((await porGrupo(999999)).status).toBe(404);
  });

  it("lets managers and administrators change who is involved, and the internal team only read", async () => {
    expect((await adicionar({ centrocusto: centro, usuario: usuario.consultor }, "admin")).status).toBe(409);
    for (const quem of ["interno", "consultor", "cliente"]) {
      expect((await adicionar({ centrocusto: centro, usuario: usuario.gestor }, quem)).status).toBe(403);
      expect((await emLote({ centrocusto: centro, usuarios: [usuario.gestor] }, quem)).status).toBe(403);
      expect((await remover(1, quem)).status).toBe(403);
    }
    for (const quem of ["consultor", "cliente"]) expect((await porGrupo(centro, quem)).status).toBe(403);
    expect(
      (await api.get("/centrocusto/interno/envolvidos/grupo/", { query: { centrocusto: centro } })).status,
    ).toBe(401);
  });
});
