import { beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Query } from "@/tests/setup/cliente-api";
import { empresaId } from "@/tests/setup/construtores";
import { areaAtuacao, empresa } from "@/server/db/schema";
import { lotesDeEmpresas } from "./service";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const EQUIPE = ["gestor", "coordenador", "interno", "admin"];
const OUTROS = ["consultor", "cliente", "prestador"];
const BUSCA = "/empresa/interno/busca/empresa/";

beforeAll(async () => {
  for (const who of [...EQUIPE, ...OUTROS]) token[who] = await api.login(`${who}@hub.example`);
});

type Buscada = { id: number; nomefantasia: string; tipo: string; cidade: { nome: string } };
const buscar = (query: Query<"get", "/empresa/interno/busca/empresa/">, who = "gestor") =>
  api.get("/empresa/interno/busca/empresa/", { query, token: token[who] });
const nomes = (lista: Buscada[]) => lista.map((e) => e.nomefantasia);
const semAcento = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Downloads the export for `query` and reads its only sheet back, row by row, as the cells' texts. */
async function exportar(query: string, who = "gestor") {
  const res = await api.app.request(`/api/hub/empresa/interno/export/${query}`, {
    headers: { authorization: `Bearer ${token[who]}`, "x-hub-peer": "10.0.0.1" },
  });
  if (res.status !== 200) return { res, linhas: [] as string[][] };
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const linhas: string[][] = [];
  livro.worksheets[0].eachRow({ includeEmpty: true }, (row) =>
    linhas.push(
      (row.values as unknown[])
        .slice(1)
        // A date cell reads as its day (the sheet's dates are São Paulo's wall clock, written as UTC).
        .map((v) =>
          v === undefined || v === null ? "" : v instanceof Date ? v.toISOString().slice(0, 10) : String(v),
        ),
    ),
  );
  return { res, linhas };
}

describe("GET /empresa/interno/busca/empresa/", () => {
  it("finds companies by name, city, CNPJ or a whole CPF whatever the accents, with each one's data", async () => {
    const saoJose = await buscar({ search: "sao jose" });
    expect(saoJose.status).toBe(200);
    expect(nomes(saoJose.body.results)).toEqual(expect.arrayContaining(["Nexo Software", "Sorriso Pleno"]));
    for (const e of saoJose.body.results)
      expect(semAcento(`${e.nomefantasia} ${e.cidade.nome}`)).toContain("sao jose");
    const nexo = saoJose.body.results.find((e) => e.nomefantasia === "Nexo Software");
    expect(nexo).toEqual({
      id: await empresaId(api.db, "Nexo Software"),
      tipo: "CLIENTE",
      cnpj_mask: "39.844.618/0001-73",
      cpf_mask: null,
      razaosocial: "Nexo Soluções em Software Ltda",
      nomefantasia: "Nexo Software",
      porte: { id: expect.any(Number), descricao: "Empresa de Pequeno Porte" },
      areaatuacao: { id: expect.any(Number), descricao: "Tecnologia" },
      cidade: { id: expect.any(Number), nome: "São José" },
      estado: { sigla: "SC" },
      ativo: true,
      suspenso: false,
      status: { codigo: "ATIVA", descricao: "Ativa", cor: expect.stringMatching(/^#/) },
      dtainclusao: expect.any(String),
    });

    expect(nomes((await buscar({ search: "METALURGICA irmaos" })).body.results)).toEqual([
      "Metalúrgica Ferrari",
    ]);
    expect(nomes((await buscar({ search: "16.226.662/0001" })).body.results)).toEqual([
      "Metalúrgica Ferrari",
    ]);
    const sitio = await buscar({ search: "026.054.250-45" });
    expect(sitio.body.results).toMatchObject([{ nomefantasia: "Sítio Zanella", cpf_mask: "***.054.250-**" }]);
    // Part of a CPF finds nothing: digits of people's documents do not leak through the search.
    expect((await buscar({ search: "02605425" })).body.count).toBe(0);
    // A "%" is a character like any other, not a wildcard.
    expect((await buscar({ search: "%" })).body.count).toBe(0);
  });

  it("filters by area of activity and type, and pages in a reader's order with the count", async () => {
    const [industria] = await api.db
      .select({ id: areaAtuacao.id })
      .from(areaAtuacao)
      .where(eq(areaAtuacao.descricao, "Indústria"));
    const daArea = await buscar({ areaatuacao: industria.id, page_size: 100 });
    expect(daArea.body.count).toBe(await api.db.$count(empresa, eq(empresa.areaAtuacaoId, industria.id)));
    expect(nomes(daArea.body.results)).toEqual(
      expect.arrayContaining(["Metalúrgica Ferrari", "Malha Norte"]),
    );
    for (const e of daArea.body.results) expect(e.areaatuacao?.id).toBe(industria.id);

    const prestadores = await buscar({ tipo: "PRESTADOR", page_size: 100 });
    expect(prestadores.body.count).toBe(await api.db.$count(empresa, eq(empresa.tipo, "PRESTADOR")));
    expect(new Set(prestadores.body.results.map((e) => e.tipo))).toEqual(new Set(["PRESTADOR"]));

    const todas = await buscar({ page_size: 100 });
    expect(todas.body.count).toBe(await api.db.$count(empresa));
    const ordem = nomes(todas.body.results);
    expect(ordem).toEqual([...ordem].sort((a, b) => semAcento(a).localeCompare(semAcento(b))));
    const primeira = await buscar({ page_size: 3 });
    expect(primeira.body).toMatchObject({ count: todas.body.count, previous: null });
    expect(primeira.body.next).toContain("page=2");
    const segunda = await buscar({ page: 2, page_size: 3 });
    expect(nomes([...primeira.body.results, ...segunda.body.results])).toEqual(ordem.slice(0, 6));
  });

  it("derives the status: inactive before suspended before active", async () => {
    const id = await empresaId(api.db, "Malha Norte");
    const status = async () =>
      (await buscar({ search: "malha norte" })).body.results.find((e) => e.id === id)!.status.codigo;
    expect(await status()).toBe("ATIVA");
    await api.db.update(empresa).set({ suspenso: true }).where(eq(empresa.id, id));
    expect(await status()).toBe("SUSPENSA");
    await api.db.update(empresa).set({ ativo: false }).where(eq(empresa.id, id));
    expect(await status()).toBe("INATIVA");
    await api.db.update(empresa).set({ ativo: true, suspenso: false }).where(eq(empresa.id, id));
  });

  it("refuses bad filters on their fields (400)", async () => {
    const res = await api.raw(
      "GET",
      `${BUSCA}?page=0&areaatuacao=abc&tipo=OUTRO&search=${"x".repeat(121)}&extra=1`,
      {
        token: token.gestor,
      },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.error.errors!).sort()).toEqual(["areaatuacao", "extra", "page", "search", "tipo"]);
    expect(res.error.errors?.tipo).toEqual(["Use CLIENTE ou PRESTADOR."]);
  });

  it("is for gestores, coordenadores, the internal team and admins (403 for others, 401 without a session)", async () => {
    for (const who of EQUIPE) expect((await buscar({}, who)).status).toBe(200);
    for (const who of OUTROS) expect((await buscar({}, who)).status).toBe(403);
    expect((await api.get("/empresa/interno/busca/empresa/")).status).toBe(401);
  });
});

describe("GET /empresa/interno/export/", () => {
  it("streams an XLSX of the search's rows, in its order, with a total line", async () => {
    const busca = await buscar({ search: "sao jose", page_size: 100 });
    const { res, linhas } = await exportar("?search=sao%20jose");
    expect(res.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="empresas-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    expect(linhas[0]).toEqual([
      "Nome fantasia",
      "Razão social",
      "CNPJ/CPF",
      "Tipo",
      "Área de atuação",
      "Porte",
      "Cidade",
      "UF",
      "Situação",
      "Telefone",
      "E-mail",
      "Cadastro",
    ]);
    const dados = linhas.slice(1, 1 + busca.body.count);
    expect(dados.map((l) => l[0])).toEqual(nomes(busca.body.results));
    const nexo = dados.find((l) => l[0] === "Nexo Software")!;
    expect(nexo).toEqual([
      "Nexo Software",
      "Nexo Soluções em Software Ltda",
      "39.844.618/0001-73",
      "Cliente",
      "Tecnologia",
      "Empresa de Pequeno Porte",
      "São José",
      "SC",
      "Ativa",
      "(48) 99876-5432",
      "financeiro@nexosoftware.com.br",
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    ]);
    expect(linhas.slice(1 + busca.body.count)).toEqual([[], [`Total: ${busca.body.count} empresas`]]);
  });

  it("exports every company without filters, and one found alone as a singular total", async () => {
    const total = await api.db.$count(empresa);
    const { linhas } = await exportar("");
    expect(linhas).toHaveLength(1 + total + 2);
    expect(linhas.at(-1)).toEqual([`Total: ${total} empresas`]);
    const uma = await exportar("?search=metalurgica&tipo=CLIENTE");
    expect(uma.linhas.slice(1)).toEqual([
      expect.arrayContaining(["Metalúrgica Ferrari"]),
      [],
      ["Total: 1 empresa"],
    ]);
  });

  it("reads the rows in batches that follow one another, none skipped or repeated", async () => {
    const todas = (await buscar({ page_size: 100 })).body.results.map((e) => e.id);
    const lidas: number[] = [];
    const tamanhos: number[] = [];
    for await (const lote of lotesDeEmpresas(api.db, {}, 4)) {
      tamanhos.push(lote.length);
      lidas.push(...lote.map((e) => e.id));
    }
    expect(lidas).toEqual(todas);
    expect(tamanhos.slice(0, -1).every((t) => t === 4)).toBe(true);
  });

  it("refuses bad filters (400), paging parameters included, and other groups (403)", async () => {
    const ruim = await exportar("?tipo=X&page=2");
    expect(ruim.res.status).toBe(400);
    expect(Object.keys((await ruim.res.json()).errors).sort()).toEqual(["page", "tipo"]);
    for (const who of OUTROS) expect((await exportar("", who)).res.status).toBe(403);
    expect((await exportar("", "admin")).res.status).toBe(200);
  });
});
