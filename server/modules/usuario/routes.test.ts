import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { usuario } from "@/server/db/schema";
import { UNIDADES } from "@/server/demo";
import { baixar, lerPlanilha } from "@/tests/setup/planilha";

const api = usarApiDeTeste();
let admin: string;

beforeAll(async () => {
  admin = await api.login("admin@hub.example");
});

describe("GET /auth/interno/gestor/list/", () => {
  it("lists managers and coordinators by name, with the units they manage", async () => {
    const res = await api.get("/auth/interno/gestor/list/", { token: admin });
    expect(res.status).toBe(200);
    const gestores = res.body;
    expect(gestores.map((g) => g.email)).toEqual([
      "coordenador@hub.example",
      "gustavo.schneider@hub.example",
      "gestor@hub.example",
    ]);
    expect(gestores[1]).toEqual({
      id: expect.any(Number),
      nome: "Gustavo",
      sobrenome: "Schneider",
      email: "gustavo.schneider@hub.example",
      ativo: true,
      unidades: UNIDADES.filter((u) => u.gestores.includes("gustavo.schneider@hub.example"))
        .map((u) => ({ id: expect.any(Number), descricao: u.descricao }))
        .sort((a, b) => a.descricao.localeCompare(b.descricao)),
    });
    const ricardo = UNIDADES.filter((u) => u.gestores.includes("gestor@hub.example")).map((u) => u.descricao);
    expect(gestores[2].unidades.map((u) => u.descricao).sort()).toEqual(ricardo.sort());
  });

  it("keeps inactive managers, marked", async () => {
    await api.db
      .update(usuario)
      .set({ ativo: false })
      .where(eq(usuario.email, "gustavo.schneider@hub.example"));
    const res = await api.get("/auth/interno/gestor/list/", { token: admin });
    expect(res.body.map((g) => g.ativo)).toEqual([true, false, true]);
  });

  it("is for staff and admins, and takes no parameters", async () => {
    expect((await api.get("/auth/interno/gestor/list/")).status).toBe(401);
    for (const email of ["cliente@hub.example", "prestador@hub.example", "avaliador@hub.example"])
      expect((await api.get("/auth/interno/gestor/list/", { token: await api.login(email) })).status).toBe(
        403,
      );
    const consultor = await api.login("consultor@hub.example");
    expect((await api.get("/auth/interno/gestor/list/", { token: consultor })).status).toBe(200);
    expect((await api.raw("GET", "/auth/interno/gestor/list/?ativo=true", { token: consultor })).status).toBe(
      400,
    );
  });
});

describe("GET /auth/admin/listar/export/", () => {
  it("writes every user the list's filters pick, on every page, in its order, for administrators only", async () => {
    const filtros = { grupos: "consultor,gestor", search: "a" };
    const todas = await api.get("/auth/admin/listar/", {
      token: admin,
      query: { ...filtros, page_size: 100 },
    });
    const primeira = await api.get("/auth/admin/listar/", {
      token: admin,
      query: { ...filtros, page_size: 2 },
    });
    expect(todas.body.count).toBeGreaterThan(2);
    const res = await baixar(api.app, `/auth/admin/listar/export/?${new URLSearchParams(filtros)}`, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/usuarios-\d{4}-\d{2}-\d{2}\.xlsx/);
    const { valores } = await lerPlanilha(res);
    expect(valores[0]).toEqual(["Nome", "E-mail", "CPF", "Grupos", "Situação", "Desde"]);
    // The rows, then a blank row and the total.
    const linhas = valores.slice(1, -2);
    expect(valores.at(-2)).toEqual([]);
    expect(linhas.map((l) => l[1])).toEqual(todas.body.results.map((u) => u.email));
    expect(linhas.slice(0, 2).map((l) => l[1])).toEqual(primeira.body.results.map((u) => u.email));
    expect(linhas.every((l) => l[5] instanceof Date)).toBe(true);
    expect(valores.at(-1)).toEqual([`Total: ${todas.body.count} usuários`]);
    const gestor = await api.login("gestor@hub.example");
    expect((await baixar(api.app, "/auth/admin/listar/export/", gestor)).status).toBe(403);
  });
});
