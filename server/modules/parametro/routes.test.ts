import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { parametro } from "@/server/db/schema";
import { PARAMETROS } from "@/server/db/referencia";

const api = usarApiDeTeste();

describe("GET /parametro/", () => {
  it("lists the settings by key, as stored", async () => {
    const token = await api.login("gestor@hub.example");
    await api.db
      .update(parametro)
      .set({ valor: "60" })
      .where(eq(parametro.chave, "PORCENTAGEM_SUBSIDIO_PADRAO"));
    const res = await api.get("/parametro/", { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      [...PARAMETROS]
        .sort((a, b) => (a.chave < b.chave ? -1 : 1))
        .map((p) => (p.chave === "PORCENTAGEM_SUBSIDIO_PADRAO" ? { ...p, valor: "60" } : p))
        // The test template lifts the yearly limit (tests/setup/template.ts).
        .map((p) => (p.chave === "LIMITE_ANUAL_SOLICITACOES_EMPRESA" ? { ...p, valor: "1000" } : p)),
    );
  });

  it("refuses callers without a session, clients, providers and parameters", async () => {
    expect((await api.get("/parametro/")).status).toBe(401);
    for (const email of ["cliente@hub.example", "prestador@hub.example"])
      expect((await api.get("/parametro/", { token: await api.login(email) })).status).toBe(403);
    const token = await api.login("admin@hub.example");
    expect((await api.get("/parametro/", { token })).status).toBe(200);
    expect((await api.raw("GET", "/parametro/?chave=X", { token })).status).toBe(400);
  });
});
