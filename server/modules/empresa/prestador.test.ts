import { beforeAll, describe, expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";
import { empresaId } from "@/tests/setup/construtores";

const api = usarApiDeTeste();
const token: Record<string, string> = {};

beforeAll(async () => {
  for (const who of ["cliente", "gestor"]) token[who] = await api.login(`${who}@hub.example`);
});

describe("GET /empresa/prestador/{id}/", () => {
  it("gives a provider's name, place, contacts and active accreditations to whoever is signed in", async () => {
    const id = await empresaId(api.db, "Vértice Consultoria");
    const res = await api.get("/empresa/prestador/{id}/", { path: { id }, token: token.cliente });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      nomefantasia: "Vértice Consultoria",
      cnpj_mask: "28.732.778/0001-04",
      email: expect.stringContaining("@"),
    });
    expect(res.body.credenciamentos.length).toBeGreaterThan(0);
    expect(res.body.credenciamentos[0]).toEqual({ servico: expect.any(String), desde: expect.any(String) });
    expect(Object.keys(res.body)).not.toContain("cnpj");
  });

  it("is 404 for a client company or none, and 401 without a session", async () => {
    const cliente = await empresaId(api.db, "Sabor da Ilha");
    expect(
      (await api.get("/empresa/prestador/{id}/", { path: { id: cliente }, token: token.gestor })).status,
    ).toBe(404);
    expect(
      (await api.get("/empresa/prestador/{id}/", { path: { id: 99999999 }, token: token.gestor })).status,
    ).toBe(404);
    expect((await api.get("/empresa/prestador/{id}/", { path: { id: cliente } })).status).toBe(401);
  });
});
