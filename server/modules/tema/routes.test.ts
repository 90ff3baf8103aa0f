import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "@/tests/setup/api";
import { TEMAS } from "@/server/db/seed/data/catalogo";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});

afterAll(async () => {
  await api?.close();
});

type Ref = { id: number; descricao: string };

describe("GET /tema/externo/list/", () => {
  it("lists every theme without a session", async () => {
    const res = await api.call("GET", "/tema/externo/list/");
    expect(res.status).toBe(200);
    expect(res.body.map((t: Ref) => t.descricao).sort()).toEqual(Object.keys(TEMAS).sort());
    for (const t of res.body) expect(Object.keys(t).sort()).toEqual(["descricao", "id"]);
    expect((await api.call("GET", "/tema/externo/list/?search=x")).status).toBe(400);
  });
});

describe("GET /tema/subtema/externo/list/", () => {
  it("lists every subtheme with its theme, or one theme's", async () => {
    const all = await api.call("GET", "/tema/subtema/externo/list/");
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(Object.values(TEMAS).flat().length);

    const temas = (await api.call("GET", "/tema/externo/list/")).body as Ref[];
    const rural = temas.find((t) => t.descricao === "Produção Rural")!;
    const res = await api.call("GET", `/tema/subtema/externo/list/?tema=${rural.id}`);
    expect(res.status).toBe(200);
    expect(res.body.map((s: Ref) => s.descricao).sort()).toEqual([...TEMAS["Produção Rural"]].sort());
    expect(res.body[0]).toEqual({ id: expect.any(Number), descricao: expect.any(String), tema: rural });
    expect((await api.call("GET", "/tema/subtema/externo/list/?tema=999999")).body).toEqual([]);
  });

  it("refuses a malformed theme and unknown parameters", async () => {
    const bad = await api.call("GET", "/tema/subtema/externo/list/?tema=abc");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(["tema"]);
    const unknown = await api.call("GET", "/tema/subtema/externo/list/?subtema=1");
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)).toEqual(["subtema"]);
  });
});
