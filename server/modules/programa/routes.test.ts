import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Query } from "@/tests/setup/cliente-api";
import { programa } from "@/server/db/schema";
import { CONTRATACAO_INTERNA, PROGRAMA } from "@/server/demo";

const api = usarApiDeTeste();
let interno: string;

beforeAll(async () => {
  interno = await api.login("interno@hub.example");
});

const list = async (query?: Query<"get", "/programa/interno/list/">) => {
  const res = await api.get("/programa/interno/list/", { query, token: interno });
  expect(res.status).toBe(200);
  return res.body;
};

describe("GET /programa/interno/list/", () => {
  it("lists every programme by name, with situation and internal hiring use", async () => {
    const all = await list();
    expect(all.map((p) => p.descricao)).toEqual(Object.values(PROGRAMA).sort());
    expect(all[0]).toEqual({
      id: expect.any(Number),
      descricao: PROGRAMA.AGRO,
      ativo: true,
      contratacao_interna: false,
    });
    expect(all.filter((p) => p.contratacao_interna).map((p) => p.descricao)).toEqual([
      ...CONTRATACAO_INTERNA,
    ]);
  });

  it("filters by internal hiring use and by situation", async () => {
    expect((await list({ contratacao_interna: "true" })).map((p) => p.descricao)).toEqual([
      ...CONTRATACAO_INTERNA,
    ]);
    expect(await list({ contratacao_interna: "false" })).toHaveLength(
      Object.values(PROGRAMA).length - CONTRATACAO_INTERNA.length,
    );
    await api.db.update(programa).set({ ativo: false }).where(eq(programa.descricao, PROGRAMA.INOVA));
    expect((await list({ status: "false" })).map((p) => p.descricao)).toEqual([PROGRAMA.INOVA]);
    expect((await list({ status: "true" })).map((p) => p.descricao)).not.toContain(PROGRAMA.INOVA);
    expect(await list({ status: "false", contratacao_interna: "true" })).toEqual([]);
  });

  it("refuses bad flags, unknown parameters, clients, providers and callers without a session", async () => {
    // Values of the wrong type, and a parameter the route lacks.
    for (const query of ["?status=1", "?contratacao_interna=sim", "?ativo=true"]) {
      const res = await api.raw("GET", `/programa/interno/list/${query}`, { token: interno });
      expect(res.status, query).toBe(400);
    }
    expect((await api.get("/programa/interno/list/")).status).toBe(401);
    for (const email of ["cliente@hub.example", "prestador@hub.example"])
      expect((await api.get("/programa/interno/list/", { token: await api.login(email) })).status).toBe(403);
  });
});
