import { describe, expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";
import { PUBLICOS_ALVO } from "@/server/db/referencia";

const api = usarApiDeTeste();

describe("GET /publicoalvo/interno/", () => {
  it("lists the target audiences as {id, descricao}, for staff and admins", async () => {
    for (const email of ["consultor@hub.example", "admin@hub.example"]) {
      const res = await api.get("/publicoalvo/interno/", { token: await api.login(email) });
      expect(res.status).toBe(200);
      expect(res.body.map((p) => p.descricao).sort()).toEqual([...PUBLICOS_ALVO].sort());
      expect(res.body).toContainEqual({ id: expect.any(Number), descricao: "Produtor Rural" });
    }
  });

  it("refuses callers without a session, clients, providers and parameters", async () => {
    expect((await api.get("/publicoalvo/interno/")).status).toBe(401);
    for (const email of ["cliente@hub.example", "prestador@hub.example"])
      expect((await api.get("/publicoalvo/interno/", { token: await api.login(email) })).status).toBe(403);
    const token = await api.login("gestor@hub.example");
    expect((await api.raw("GET", "/publicoalvo/interno/?search=mei", { token })).status).toBe(400);
  });
});
