import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { usuario } from "@/server/db/schema";
import { UNIDADES } from "@/server/demo";

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
