import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";
import { diferencas } from "./crud-auditoria";

// The builder through one entity declared with it (the areas of activity): what every declaration gets.
const api = usarApiDeTeste();
let admin: string;
const PATH = "/area-atuacao/";

beforeAll(async () => {
  admin = await api.login("admin@hub.example");
  for (const descricao of ["Zeta Teste", "Alfa Teste", "Beta Teste"])
    expect((await api.post(PATH, { token: admin, body: { descricao } })).status).toBe(201);
});

const listar = async (query: Record<string, string | number | boolean>) => {
  const res = await api.raw("GET", `${PATH}?${new URLSearchParams(query as Record<string, string>)}`, {
    token: admin,
  });
  expect(res.status).toBe(200);
  return res.body as { count: number; next: string | null; results: { descricao: string; ativo: boolean }[] };
};

/** The export for `query`, read back with exceljs: each row's cells as texts. */
async function exportar(query: string) {
  const res = await api.app.request(`/api/hub${PATH}export/?${query}`, {
    headers: { authorization: `Bearer ${admin}`, "x-hub-peer": "10.0.0.1" },
  });
  expect(res.status).toBe(200);
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const linhas: string[][] = [];
  livro.worksheets[0].eachRow((row) =>
    linhas.push((row.values as unknown[]).slice(1).map((v) => (v == null ? "" : String(v)))),
  );
  return { res, linhas };
}

describe("crud: the list", () => {
  it("searches, filters, orders either way and pages", async () => {
    const asc = await listar({ search: "teste" });
    expect(asc.results.map((a) => a.descricao)).toEqual(["Alfa Teste", "Beta Teste", "Zeta Teste"]);
    const desc = await listar({ search: "teste", ordering: "-descricao" });
    expect(desc.results.map((a) => a.descricao)).toEqual(["Zeta Teste", "Beta Teste", "Alfa Teste"]);
    const pagina = await listar({ search: "teste", page_size: 2, page: 2 });
    expect(pagina.count).toBe(3);
    expect(pagina.results.map((a) => a.descricao)).toEqual(["Zeta Teste"]);
    expect(pagina.next).toBeNull();
    const inativas = await listar({ search: "teste", ativo: "false" });
    expect(inativas.count).toBe(0);
  });

  it("refuses an unknown order or parameter", async () => {
    for (const q of ["ordering=senha", "cor=azul"]) {
      const res = await api.raw("GET", `${PATH}?${q}`, { token: admin });
      expect(res.status).toBe(400);
    }
  });
});

describe("crud: the export", () => {
  it("writes every row the list's filters pick, on every page, in its order, with Portuguese headings and typed numbers", async () => {
    // The list's page and size ride along from its URL: the export takes every page.
    const { res, linhas } = await exportar("search=teste&ordering=-descricao&page=2&page_size=1");
    expect(res.headers.get("content-disposition")).toMatch(/areas-de-atuacao-\d{4}-\d{2}-\d{2}\.xlsx/);
    expect(linhas[0]).toEqual(["Descrição", "Situação", "Empresas", "Serviços"]);
    expect(linhas.slice(1, 4)).toEqual([
      ["Zeta Teste", "Ativa", "0", "0"],
      ["Beta Teste", "Ativa", "0", "0"],
      ["Alfa Teste", "Ativa", "0", "0"],
    ]);
    expect(linhas.at(-1)).toEqual(["Total: 3 áreas de atuação"]);
  });
});

describe("crud: the history's what-changed", () => {
  it("names each changed field with its label, before and after", () => {
    const rotulos = { descricao: "Descrição", ativo: "Ativa" };
    expect(diferencas({ descricao: "A", ativo: true }, { descricao: "B", ativo: true }, rotulos)).toEqual({
      de: "Descrição: A",
      para: "Descrição: B",
    });
    expect(diferencas({}, { descricao: "A", ativo: false }, rotulos)).toEqual({
      de: null,
      para: "Descrição: A; Ativa: não",
    });
    expect(diferencas({ descricao: "A" }, { descricao: "A" }, rotulos)).toBeNull();
  });
});
