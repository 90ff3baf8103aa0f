import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { modeloOferta, servico } from "@/server/db/schema";

const api = usarApiDeTeste();
const ids = new Map<string, number>();

beforeAll(async () => {
  const rows = await api.db.select({ id: modeloOferta.id, titulo: modeloOferta.titulo }).from(modeloOferta);
  for (const r of rows) ids.set(r.titulo, r.id);
});

const vitrine = async (kind: "recomendado" | "acessado" | "destaque") => {
  const res = await api.get(`/modelooferta/${kind}/`);
  expect(res.status).toBe(200);
  return res.body;
};
const flagged = (flag: "destaque" | "recomendado") =>
  api.db
    .select({ titulo: modeloOferta.titulo })
    .from(modeloOferta)
    .innerJoin(servico, eq(servico.id, modeloOferta.servicoId))
    .where(and(eq(modeloOferta[flag], true), eq(modeloOferta.ativo, true), eq(servico.ativo, true)))
    .orderBy(asc(modeloOferta.titulo), asc(modeloOferta.id))
    .limit(8);
const open = async (titulo: string, times: number) => {
  for (let i = 0; i < times; i++)
    expect((await api.get("/servico/detalhe/{id}/", { path: { id: ids.get(titulo)! } })).status).toBe(200);
};

describe("GET /modelooferta/recomendado/ and /destaque/", () => {
  it("give the flagged active offers as cards, by title, at most 8", async () => {
    for (const [kind, acao, flag] of [
      ["recomendado", 1, "recomendado"],
      ["destaque", 3, "destaque"],
    ] as const) {
      const body = await vitrine(kind);
      expect(body.acao).toBe(acao);
      expect(body.results.length).toBeGreaterThan(0);
      expect(body.results.length).toBeLessThanOrEqual(8);
      expect(body.results.every((c) => c[flag])).toBe(true);
      expect(body.results.map((c) => c.titulo)).toEqual((await flagged(flag)).map((r) => r.titulo));
    }
    expect((await vitrine("recomendado")).results.map((c) => c.titulo)).toContain(
      "Qualidade do Leite na Ordenha",
    );
  });

  it("leave out a flagged offer once it is deactivated", async () => {
    const id = ids.get("Qualidade do Leite na Ordenha")!;
    await api.db.update(modeloOferta).set({ ativo: false }).where(eq(modeloOferta.id, id));
    try {
      expect((await vitrine("recomendado")).results.map((c) => c.id)).not.toContain(id);
    } finally {
      await api.db.update(modeloOferta).set({ ativo: true }).where(eq(modeloOferta.id, id));
    }
  });
});

describe("GET /modelooferta/acessado/", () => {
  it("ranks by the views recorded when details are opened, and follows them as they change", async () => {
    expect(await vitrine("acessado")).toEqual({ acao: 2, results: [] });

    await open("Loja Virtual do Zero", 3);
    await open("Formação de Líderes", 1);
    let ranked = (await vitrine("acessado")).results.map((c) => c.titulo);
    expect(ranked).toEqual(["Loja Virtual do Zero", "Formação de Líderes"]);

    await open("Formação de Líderes", 3);
    ranked = (await vitrine("acessado")).results.map((c) => c.titulo);
    expect(ranked).toEqual(["Formação de Líderes", "Loja Virtual do Zero"]);
  });

  it("never shows an inactive offer, however viewed, and keeps to 8", async () => {
    const inactive = ids.get("Oficina Presencial de Finanças")!;
    // Views counted while it was active: the ranking reads the counter.
    await api.db.update(modeloOferta).set({ acessos: 20 }).where(eq(modeloOferta.id, inactive));
    const others = [...ids.keys()].filter((t) => t !== "Oficina Presencial de Finanças").slice(0, 10);
    for (const t of others) await open(t, 1);
    const body = await vitrine("acessado");
    expect(body.results).toHaveLength(8);
    expect(body.results.map((c) => c.id)).not.toContain(inactive);
    expect(body.results[0].titulo).toBe("Formação de Líderes");
  });

  it("refuses query parameters", async () => {
    for (const kind of ["recomendado", "acessado", "destaque"])
      expect((await api.raw("GET", `/modelooferta/${kind}/?page=2`)).status).toBe(400);
  });
});
