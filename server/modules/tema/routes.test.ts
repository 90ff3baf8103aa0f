import { beforeAll, describe, expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";
import { TEMAS } from "@/server/demo";

const api = usarApiDeTeste();
let coordenador: string;

beforeAll(async () => {
  coordenador = await api.login("coordenador@hub.example");
});

describe("GET /tema/externo/list/", () => {
  it("lists every theme without a session", async () => {
    const res = await api.get("/tema/externo/list/");
    expect(res.status).toBe(200);
    expect(res.body.map((t) => t.descricao).sort()).toEqual(Object.keys(TEMAS).sort());
    for (const t of res.body) expect(Object.keys(t).sort()).toEqual(["descricao", "id"]);
    expect((await api.raw("GET", "/tema/externo/list/?search=x")).status).toBe(400);
  });
});

describe("GET /tema/subtema/externo/list/", () => {
  it("lists every subtheme with its theme, or one theme's", async () => {
    const all = await api.get("/tema/subtema/externo/list/");
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(Object.values(TEMAS).flat().length);

    const temas = (await api.get("/tema/externo/list/")).body;
    const rural = temas.find((t) => t.descricao === "Produção Rural")!;
    const res = await api.get("/tema/subtema/externo/list/", { query: { tema: rural.id } });
    expect(res.status).toBe(200);
    expect(res.body.map((s) => s.descricao).sort()).toEqual([...TEMAS["Produção Rural"]].sort());
    expect(res.body[0]).toEqual({ id: expect.any(Number), descricao: expect.any(String), tema: rural });
    expect((await api.get("/tema/subtema/externo/list/", { query: { tema: 999999 } })).body).toEqual([]);
  });

  it("refuses a malformed theme and unknown parameters", async () => {
    const bad = await api.raw("GET", "/tema/subtema/externo/list/?tema=abc");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error.errors!)).toEqual(["tema"]);
    const unknown = await api.raw("GET", "/tema/subtema/externo/list/?subtema=1");
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.error.errors!)).toEqual(["subtema"]);
  });
});

describe("GET /tema/interno/ and /tema/subtema/interno/list/", () => {
  it("lists every theme with its number of subthemes, for staff", async () => {
    const res = await api.get("/tema/interno/", { token: coordenador });
    expect(res.status).toBe(200);
    expect(res.body.map((t) => t.descricao).sort()).toEqual(Object.keys(TEMAS).sort());
    expect(res.body.find((t) => t.descricao === "Produção Rural")).toEqual({
      id: expect.any(Number),
      descricao: "Produção Rural",
      subtemas: TEMAS["Produção Rural"].length,
    });
  });

  it("lists subthemes like the public list, for staff", async () => {
    const rural = (await api.get("/tema/externo/list/")).body.find((t) => t.descricao === "Produção Rural")!;
    const interno = await api.get("/tema/subtema/interno/list/", {
      query: { tema: rural.id },
      token: coordenador,
    });
    expect(interno.status).toBe(200);
    expect(interno.body).toEqual(
      (await api.get("/tema/subtema/externo/list/", { query: { tema: rural.id } })).body,
    );
    const all = await api.get("/tema/subtema/interno/list/", { token: coordenador });
    expect(all.body).toHaveLength(Object.values(TEMAS).flat().length);
  });

  it("asks for a session, refuses clients and providers and unknown parameters", async () => {
    for (const path of ["/tema/interno/", "/tema/subtema/interno/list/"] as const) {
      expect((await api.get(path)).status).toBe(401);
      for (const email of ["cliente@hub.example", "prestador@hub.example"])
        expect((await api.get(path, { token: await api.login(email) })).status).toBe(403);
      expect((await api.raw("GET", `${path}?x=1`, { token: coordenador })).status).toBe(400);
    }
  });
});
