import { describe, expect, it } from "vitest";
import { AGORA } from "./pedidos.fixture";
import { GRUPOS, usarPainelDeTeste } from "./routes.fixture";

const { api, token } = usarPainelDeTeste();

describe("dashboards' permissions and input", () => {
  const DONO = [
    ["/dash/externo/cliente/", "cliente"],
    ["/dash/externo/prestador/", "prestador"],
    ["/dash/interno/gestor/", "gestor"],
    ["/dash/interno/coordenador/", "coordenador"],
  ] as const;

  it("answers 401 without a session and 403 to every group but the dashboard's own", async () => {
    for (const [path, dono] of DONO) {
      expect((await api.get(path)).status).toBe(401);
      for (const quem of GRUPOS.filter((g) => g !== dono)) {
        const res = await api.get(path, { token: token[quem] });
        expect(res.status, `${path} (${quem})`).toBe(403);
      }
    }
  });

  it("refuses query parameters, naming them", async () => {
    for (const [path, dono] of DONO) {
      const res = await api.raw("GET", `${path}?ano=2031`, { token: token[dono] });
      expect(res.status).toBe(400);
      expect(Object.keys(res.error.errors!)).toEqual(["ano"]);
    }
  });

  it("stops counting an opportunity once its deadline passed", async () => {
    // a12's round closes on the 25th at 17:00 in São Paulo; the day after, only a11's (closed too) remain.
    api.setNow(new Date("2031-03-26T12:00:00Z"));
    try {
      const res = await api.get("/dash/externo/prestador/", {
        token: await api.login("prestador@hub.example"),
      });
      expect(res.body.oportunidades).toEqual({ total: 0, sem_proposta: 0, rascunho: 0 });
    } finally {
      api.setNow(AGORA);
    }
  });
});
