import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Query } from "@/tests/setup/cliente-api";
import { empresaId, usuarioId } from "@/tests/setup/construtores";
import { empresaUsuario, historico, usuario } from "@/server/db/schema";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
let vertice: number;
let mentora: number;
let sabor: number;
let rafael: number;
let helena: number;
let mariana: number;

beforeAll(async () => {
  for (const who of ["admin", "gestor", "cliente", "prestador"])
    token[who] = await api.login(`${who}@hub.example`);
  vertice = await empresaId(api.db, "Vértice Consultoria");
  mentora = await empresaId(api.db, "Mentora Inovação");
  sabor = await empresaId(api.db, "Sabor da Ilha");
  rafael = await usuarioId(api.db, "prestador@hub.example");
  helena = await usuarioId(api.db, "helena.prado@hub.example");
  mariana = await usuarioId(api.db, "cliente@hub.example");
});

const vinculos = (query: Query<"get", "/empresa/admin/empresa-usuario/"> = {}, who = "admin") =>
  api.get("/empresa/admin/empresa-usuario/", { query, token: token[who] });
const pares = (lista: { empresa: { nomefantasia: string }; usuario: { email: string } }[]) =>
  lista.map((v) => `${v.empresa.nomefantasia} · ${v.usuario.email}`);

describe("GET /empresa/admin/empresa-usuario/", () => {
  it("pages the links by company, searched by user or company, filtered by type, company and user", async () => {
    const todos = await vinculos({ page_size: 3 });
    expect(todos.status).toBe(200);
    expect(todos.body.count).toBeGreaterThanOrEqual(5);
    expect(todos.body.results).toHaveLength(3);
    expect(todos.body.next).toContain("page=2");
    const [primeiro] = (await vinculos({ empresa: sabor })).body.results;
    expect(primeiro).toEqual({
      empresa: {
        id: sabor,
        tipo: "CLIENTE",
        razaosocial: "Padaria e Confeitaria Sabor da Ilha Ltda",
        nomefantasia: "Sabor da Ilha",
        cnpj_mask: "82.158.239/0001-59",
        cpf_mask: null,
      },
      usuario: {
        id: mariana,
        nome: "Mariana",
        sobrenome: "Albuquerque",
        email: "cliente@hub.example",
        ativo: true,
      },
    });
    expect(pares((await vinculos({ tipo: "PRESTADOR" })).body.results)).toEqual([
      "Mentora Inovação · helena.prado@hub.example",
      "Vértice Consultoria · prestador@hub.example",
    ]);
    expect(pares((await vinculos({ search: "helena" })).body.results)).toEqual([
      "Mentora Inovação · helena.prado@hub.example",
    ]);
    expect(pares((await vinculos({ search: "28.732.778" })).body.results)).toEqual([
      "Vértice Consultoria · prestador@hub.example",
    ]);
    const daMariana = (await vinculos({ usuario: mariana })).body.results;
    expect(daMariana.map((v) => v.empresa.nomefantasia)).toContain("Sítio Zanella");
    const zanella = daMariana.find((v) => v.empresa.nomefantasia === "Sítio Zanella")!;
    expect(zanella.empresa).toMatchObject({ cnpj_mask: null, cpf_mask: "***.054.250-**" });
    const ruim = await api.raw("GET", `/empresa/admin/empresa-usuario/?tipo=OUTRO&empresa=0&x=1`, {
      token: token.admin,
    });
    expect(ruim.status).toBe(400);
    expect(Object.keys(ruim.error.errors!).sort()).toEqual(["empresa", "tipo", "x"]);
  });

  it("is for administrators only", async () => {
    for (const who of ["gestor", "cliente", "prestador"]) expect((await vinculos({}, who)).status).toBe(403);
    expect((await api.get("/empresa/admin/empresa-usuario/")).status).toBe(401);
  });
});

describe("POST and DELETE /empresa/admin/empresa-usuario/", () => {
  it("links a provider user to another provider company, who then acts for it, and writes staff-only history", async () => {
    expect(
      (await api.get("/empresa/{id}/consultor/list/", { path: { id: mentora }, token: token.prestador }))
        .status,
    ).toBe(404);
    const res = await api.post("/empresa/admin/empresa-usuario/", {
      token: token.admin,
      body: { empresa: mentora, usuario: rafael },
    });
    expect(res.status).toBe(201);
    expect(res.body.empresa).toMatchObject({ id: mentora, tipo: "PRESTADOR" });
    expect(res.body.usuario).toMatchObject({ id: rafael, email: "prestador@hub.example" });
    expect(
      (await api.get("/empresa/{id}/consultor/list/", { path: { id: mentora }, token: token.prestador }))
        .status,
    ).toBe(200);
    const [linha] = await api.db
      .select({ para: historico.para, audiencias: historico.audiencias })
      .from(historico)
      .where(and(eq(historico.entidadeId, mentora), eq(historico.acao, "USUARIO_VINCULADO")));
    expect(linha).toEqual({ para: "Rafael Menezes (prestador@hub.example)", audiencias: ["equipe"] });
    const again = await api.post("/empresa/admin/empresa-usuario/", {
      token: token.admin,
      body: { empresa: mentora, usuario: rafael },
    });
    expect(again.status).toBe(409);
    expect(again.error).toEqual({ detail: "Este usuário já está vinculado a esta empresa." });
  });

  it("refuses on the field a user of the wrong group or inactive, and ids that do not exist", async () => {
    const cliente = await api.post("/empresa/admin/empresa-usuario/", {
      token: token.admin,
      body: { empresa: vertice, usuario: mariana },
    });
    expect(cliente.status).toBe(400);
    expect(cliente.error.errors).toEqual({
      usuario: ["Para esta empresa, o usuário precisa estar ativo e ser do grupo Prestador."],
    });
    await api.db.update(usuario).set({ ativo: false }).where(eq(usuario.id, helena));
    const inativa = await api.post("/empresa/admin/empresa-usuario/", {
      token: token.admin,
      body: { empresa: vertice, usuario: helena },
    });
    expect(inativa.error.errors?.usuario[0]).toMatch(/precisa estar ativo/);
    await api.db.update(usuario).set({ ativo: true }).where(eq(usuario.id, helena));
    const nada = await api.post("/empresa/admin/empresa-usuario/", {
      token: token.admin,
      body: { empresa: 2_000_000, usuario: 2_000_000 },
    });
    expect(nada.status).toBe(400);
    expect(nada.error.errors).toEqual({
      empresa: ["Empresa não encontrada."],
      usuario: ["Usuário não encontrado."],
    });
    const ruim = await api.raw("POST", "/empresa/admin/empresa-usuario/", {
      token: token.admin,
      body: { empresa: "a", extra: true },
    });
    expect(Object.keys(ruim.error.errors!).sort()).toEqual(["empresa", "extra", "usuario"]);
    expect(
      (
        await api.post("/empresa/admin/empresa-usuario/", {
          token: token.gestor,
          body: { empresa: mentora, usuario: helena },
        })
      ).status,
    ).toBe(403);
  });

  it("removes a link once, with the history; the user no longer acts for the company", async () => {
    expect(
      (
        await api.delete("/empresa/admin/empresa-usuario/", {
          query: { empresa: mentora, usuario: rafael },
          token: token.gestor,
        })
      ).status,
    ).toBe(403);
    const res = await api.delete("/empresa/admin/empresa-usuario/", {
      query: { empresa: mentora, usuario: rafael },
      token: token.admin,
    });
    expect(res.status).toBe(204);
    const restantes = await api.db
      .select()
      .from(empresaUsuario)
      .where(and(eq(empresaUsuario.empresaId, mentora), eq(empresaUsuario.usuarioId, rafael)));
    expect(restantes).toEqual([]);
    expect(
      (await api.get("/empresa/{id}/consultor/list/", { path: { id: mentora }, token: token.prestador }))
        .status,
    ).toBe(404);
    const [linha] = await api.db
      .select({ de: historico.de })
      .from(historico)
      .where(and(eq(historico.entidadeId, mentora), eq(historico.acao, "USUARIO_DESVINCULADO")));
    expect(linha.de).toBe("Rafael Menezes (prestador@hub.example)");
    const again = await api.delete("/empresa/admin/empresa-usuario/", {
      query: { empresa: mentora, usuario: rafael },
      token: token.admin,
    });
    expect(again.status).toBe(404);
    expect(again.error).toEqual({ detail: "Vínculo não encontrado." });
    expect(
      (await api.raw("DELETE", `/empresa/admin/empresa-usuario/?empresa=${mentora}`, { token: token.admin }))
        .status,
    ).toBe(400);
  });
});
