import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
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

const PATH = "/empresa/admin/empresa-usuario/";
const call = (method: string, query: string, who: string | null = "admin", body?: unknown) =>
  api.call(method, `${PATH}${query}`, { token: who ? token[who] : undefined, body });
type Vinculo = { empresa: { id: number; nomefantasia: string }; usuario: { id: number; email: string } };
const pares = (lista: Vinculo[]) => lista.map((v) => `${v.empresa.nomefantasia} · ${v.usuario.email}`);

describe("GET /empresa/admin/empresa-usuario/", () => {
  it("pages the links by company, searched by user or company, filtered by type, company and user", async () => {
    const todos = await call("GET", "?page_size=3");
    expect(todos.status).toBe(200);
    expect(todos.body.count).toBeGreaterThanOrEqual(5);
    expect(todos.body.results).toHaveLength(3);
    expect(todos.body.next).toContain("page=2");
    const [primeiro] = (await call("GET", `?empresa=${sabor}`)).body.results;
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
    expect(pares((await call("GET", "?tipo=PRESTADOR")).body.results)).toEqual([
      "Mentora Inovação · helena.prado@hub.example",
      "Vértice Consultoria · prestador@hub.example",
    ]);
    expect(pares((await call("GET", "?search=helena")).body.results)).toEqual([
      "Mentora Inovação · helena.prado@hub.example",
    ]);
    expect(pares((await call("GET", "?search=28.732.778")).body.results)).toEqual([
      "Vértice Consultoria · prestador@hub.example",
    ]);
    const daMariana = (await call("GET", `?usuario=${mariana}`)).body.results as Vinculo[];
    expect(daMariana.map((v) => v.empresa.nomefantasia)).toContain("Sítio Zanella");
    const zanella = daMariana.find((v) => v.empresa.nomefantasia === "Sítio Zanella")!;
    expect(zanella.empresa).toMatchObject({ cnpj_mask: null, cpf_mask: "***.054.250-**" });
    const ruim = await call("GET", "?tipo=OUTRO&empresa=0&x=1");
    expect(ruim.status).toBe(400);
    expect(Object.keys(ruim.body.errors).sort()).toEqual(["empresa", "tipo", "x"]);
  });

  it("is for administrators only", async () => {
    for (const who of ["gestor", "cliente", "prestador"])
      expect((await call("GET", "", who)).status).toBe(403);
    expect((await call("GET", "", null)).status).toBe(401);
  });
});

describe("POST and DELETE /empresa/admin/empresa-usuario/", () => {
  it("links a provider user to another provider company, who then acts for it, and writes staff-only history", async () => {
    expect(
      (await api.call("GET", `/empresa/${mentora}/consultor/list/`, { token: token.prestador })).status,
    ).toBe(404);
    const res = await call("POST", "", "admin", { empresa: mentora, usuario: rafael });
    expect(res.status).toBe(201);
    expect(res.body.empresa).toMatchObject({ id: mentora, tipo: "PRESTADOR" });
    expect(res.body.usuario).toMatchObject({ id: rafael, email: "prestador@hub.example" });
    expect(
      (await api.call("GET", `/empresa/${mentora}/consultor/list/`, { token: token.prestador })).status,
    ).toBe(200);
    const [linha] = await api.db
      .select({ para: historico.para, audiencias: historico.audiencias })
      .from(historico)
      .where(and(eq(historico.entidadeId, mentora), eq(historico.acao, "USUARIO_VINCULADO")));
    expect(linha).toEqual({ para: "Rafael Menezes (prestador@hub.example)", audiencias: ["equipe"] });
    const again = await call("POST", "", "admin", { empresa: mentora, usuario: rafael });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: "Este usuário já está vinculado a esta empresa." });
  });

  it("refuses on the field a user of the wrong group or inactive, and ids that do not exist", async () => {
    const cliente = await call("POST", "", "admin", { empresa: vertice, usuario: mariana });
    expect(cliente.status).toBe(400);
    expect(cliente.body.errors).toEqual({
      usuario: ["Para esta empresa, o usuário precisa estar ativo e ser do grupo Prestador."],
    });
    await api.db.update(usuario).set({ ativo: false }).where(eq(usuario.id, helena));
    const inativa = await call("POST", "", "admin", { empresa: vertice, usuario: helena });
    expect(inativa.body.errors.usuario[0]).toMatch(/precisa estar ativo/);
    await api.db.update(usuario).set({ ativo: true }).where(eq(usuario.id, helena));
    const nada = await call("POST", "", "admin", { empresa: 2_000_000, usuario: 2_000_000 });
    expect(nada.status).toBe(400);
    expect(nada.body.errors).toEqual({
      empresa: ["Empresa não encontrada."],
      usuario: ["Usuário não encontrado."],
    });
    const ruim = await call("POST", "", "admin", { empresa: "a", extra: true });
    expect(Object.keys(ruim.body.errors).sort()).toEqual(["empresa", "extra", "usuario"]);
    expect((await call("POST", "", "gestor", { empresa: mentora, usuario: helena })).status).toBe(403);
  });

  it("removes a link once, with the history; the user no longer acts for the company", async () => {
    expect((await call("DELETE", `?empresa=${mentora}&usuario=${rafael}`, "gestor")).status).toBe(403);
    const res = await call("DELETE", `?empresa=${mentora}&usuario=${rafael}`);
    expect(res.status).toBe(204);
    const restantes = await api.db
      .select()
      .from(empresaUsuario)
      .where(and(eq(empresaUsuario.empresaId, mentora), eq(empresaUsuario.usuarioId, rafael)));
    expect(restantes).toEqual([]);
    expect(
      (await api.call("GET", `/empresa/${mentora}/consultor/list/`, { token: token.prestador })).status,
    ).toBe(404);
    const [linha] = await api.db
      .select({ de: historico.de })
      .from(historico)
      .where(and(eq(historico.entidadeId, mentora), eq(historico.acao, "USUARIO_DESVINCULADO")));
    expect(linha.de).toBe("Rafael Menezes (prestador@hub.example)");
    const again = await call("DELETE", `?empresa=${mentora}&usuario=${rafael}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ detail: "Vínculo não encontrado." });
    expect((await call("DELETE", `?empresa=${mentora}`)).status).toBe(400);
  });
});
