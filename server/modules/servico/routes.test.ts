import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Query } from "@/tests/setup/cliente-api";
import { modeloOferta, servico } from "@/server/db/schema";
import { SERVICOS } from "@/server/demo";

const api = usarApiDeTeste();
let activeTitles: string[];

beforeAll(async () => {
  // The database's own collation decides the order, as it does for the route.
  activeTitles = (
    await api.db
      .select({ titulo: modeloOferta.titulo })
      .from(modeloOferta)
      .innerJoin(servico, eq(servico.id, modeloOferta.servicoId))
      .where(and(eq(modeloOferta.ativo, true), eq(servico.ativo, true)))
      .orderBy(asc(modeloOferta.titulo), asc(modeloOferta.id))
  ).map((r) => r.titulo);
});

const list = async (query: Query<"get", "/servico/"> = {}, token?: string) => {
  const res = await api.get("/servico/", { query, token });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.body;
};
const titles = (page: { results: { titulo: string }[] }) => page.results.map((r) => r.titulo);
const sorted = (t: string[]) => activeTitles.filter((x) => t.includes(x));
const seedOffers = (pred: (s: (typeof SERVICOS)[number]) => boolean = () => true) =>
  SERVICOS.filter((s) => (s.ativo ?? true) && pred(s)).flatMap((s) => s.ofertas.map((o) => o.titulo));

describe("GET /servico/", () => {
  it("lists one card per active offer of an active service, by title, without a session", async () => {
    const page = await list();
    expect(page.count).toBe(seedOffers().length);
    expect(page.count).toBe(activeTitles.length);
    expect(titles(page)).toEqual(activeTitles.slice(0, 10));
    expect(page.previous).toBeNull();
    expect(page.next).toBe("/api/hub/servico/?page=2");

    const all = await list({ page_size: 100 });
    expect(titles(all)).toEqual(activeTitles);
    expect(titles(all)).not.toContain("Oficina Presencial de Finanças");
    // A bad token on a public route is ignored, not refused.
    expect((await list({ page_size: 100 }, "not-a-token")).count).toBe(all.count);

    const card = all.results.find((r) => r.titulo === "Qualidade do Leite na Ordenha");
    expect(card).toEqual({
      id: expect.any(Number),
      titulo: "Qualidade do Leite na Ordenha",
      descricao: "Procedimentos de ordenha, limpeza de equipamentos e controle de mastite.",
      imagem: null,
      valor: 3800,
      carga_horaria: 24,
      destaque: false,
      recomendado: true,
      servico: {
        id: expect.any(Number),
        codigo: "SRV-021",
        titulo: "Gestão da Qualidade do Leite",
        exige_diagnostico: false,
        porcentagem_subsidio: 80,
        tipo: { id: expect.any(Number), descricao: "Consultoria" },
        programa: { id: expect.any(Number), descricao: "Programa Agro Mais" },
        subtema: {
          id: expect.any(Number),
          descricao: "Pecuária Leiteira",
          tema: { id: expect.any(Number), descricao: "Produção Rural" },
        },
      },
    });
  });

  it("searches offer title and description, service title and code", async () => {
    const search = async (term: string) => titles(await list({ page_size: 100, search: term }));
    expect(await search("ordenha")).toEqual(["Qualidade do Leite na Ordenha"]);
    // "mastite" is only in the offer's description.
    expect(await search("MASTITE")).toEqual(["Qualidade do Leite na Ordenha"]);
    // The service's title finds both of its offers.
    expect(await search("qualidade do leite")).toEqual(
      sorted(["Qualidade do Leite na Ordenha", "Manejo Nutricional do Rebanho Leiteiro"]),
    );
    expect(await search("srv-021")).toEqual(await search("qualidade do leite"));
    expect(await search("100%")).toEqual([]);
    expect(await search("Oficina Presencial")).toEqual([]);
  });

  it("filters by theme, subtheme and type", async () => {
    const filtros = (await api.get("/servico/filtros/")).body;
    const rural = filtros.temas.find((t) => t.descricao === "Produção Rural")!;
    const byTema = await list({ page_size: 100, tema: rural.id });
    expect(titles(byTema)).toEqual(sorted(seedOffers((s) => s.tema === "Produção Rural")));
    expect(byTema.results.every((r) => r.servico.subtema.tema.id === rural.id)).toBe(true);

    const leite = rural.subtemas.find((s) => s.descricao === "Pecuária Leiteira")!;
    const bySubtema = await list({ subtema: leite.id });
    expect(titles(bySubtema)).toEqual(sorted(seedOffers((s) => s.subtema === "Pecuária Leiteira")));
    expect(bySubtema.count).toBe(2);

    const instrutoria = filtros.tipos.find((t) => t.descricao === "Instrutoria")!;
    const byTipo = await list({ page_size: 100, tipo: instrutoria.id });
    expect(titles(byTipo)).toEqual(sorted(seedOffers((s) => s.tipo === "Instrutoria")));
    expect(byTipo.count).toBeGreaterThan(1);

    const both = await list({ tema: rural.id, tipo: instrutoria.id });
    expect(titles(both)).toEqual(
      sorted(seedOffers((s) => s.tipo === "Instrutoria" && s.tema === "Produção Rural")),
    );
    expect(both.count).toBe(1);
    expect((await list({ tema: rural.id, subtema: 999999 })).count).toBe(0);
  });

  it("shows the inactive offers with ativo=false, and only them", async () => {
    const page = await list({ ativo: "false" });
    expect(titles(page)).toEqual(["Oficina Presencial de Finanças"]);
    expect(page.results[0].servico.codigo).toBe("SRV-025");
    expect((await list({ ativo: "true" })).count).toBe(activeTitles.length);
  });

  it("paginates with page and page_size", async () => {
    const first = await list({ page_size: 7, search: "gestão" });
    const second = await list({ page_size: 7, search: "gestão", page: 2 });
    const all = await list({ page_size: 100, search: "gestão" });
    expect(first.count).toBe(all.count);
    expect(all.count).toBeGreaterThan(7);
    expect(first.results).toHaveLength(7);
    expect([...titles(first), ...titles(second)]).toEqual(titles(all).slice(0, 14));
    expect(first.next).toBe("/api/hub/servico/?page_size=7&search=gest%C3%A3o&page=2");
    expect(second.previous).toBe("/api/hub/servico/?page_size=7&search=gest%C3%A3o&page=1");
    expect((await list({ page: 99 })).results).toEqual([]);
  });

  it("refuses unknown and malformed parameters", async () => {
    const unknown = await api.raw("GET", "/servico/?programa=1");
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.error.errors!)).toEqual(["programa"]);
    for (const q of ["ativo=0", "tema=abc", "subtema=-1", "tipo=1.5", "page=0", "page_size=101"]) {
      const res = await api.raw("GET", `/servico/?${q}`);
      expect(res.status, q).toBe(400);
      expect(Object.keys(res.error.errors!), q).toEqual([q.split("=")[0]]);
    }
    expect((await api.raw("GET", "/servico/?ativo=0")).error.errors?.ativo).toEqual(["Use true ou false."]);
  });
});

describe("GET /servico/filtros/", () => {
  it("gives every theme with its subthemes, the service types and the active programmes", async () => {
    const res = await api.get("/servico/filtros/");
    expect(res.status).toBe(200);
    const rural = res.body.temas.find((t) => t.descricao === "Produção Rural")!;
    expect(rural.subtemas.map((s) => s.descricao).sort()).toEqual(
      [
        "Gestão da Propriedade Rural",
        "Pecuária Leiteira",
        "Boas Práticas Agropecuárias",
        "Fruticultura e Olericultura",
        "Turismo Rural",
      ].sort(),
    );
    expect(res.body.temas).toHaveLength(8);
    expect(res.body.tipos.map((t) => t.descricao)).toEqual(
      expect.arrayContaining(["Consultoria", "Instrutoria", "Oficina", "Curso"]),
    );
    expect(res.body.programas.map((p) => p.descricao).sort()).toEqual([
      "Programa Agro Mais",
      "Programa Brasil Mais Gestão",
      "Programa Inova Pequenos Negócios",
    ]);
    expect((await api.raw("GET", "/servico/filtros/?x=1")).status).toBe(400);
  });
});
