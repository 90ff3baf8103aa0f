import { beforeAll, describe, expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";
import { baixar, lerPlanilha } from "@/tests/setup/planilha";

// Each back-office list's export: exactly the rows its filters pick on every page, in its order, typed cells,
// and only for whoever may read the list.
const api = usarApiDeTeste();
const token: Record<string, string> = {};

beforeAll(async () => {
  for (const who of ["gestor", "interno", "admin", "consultor", "cliente"])
    token[who] = await api.login(`${who}@hub.example`);
});

type Pagina = { count: number; next: string | null; results: Record<string, unknown>[] };

/** Every item of a list for `query`, page after page of 2 (so an export of one page would show). */
async function todas(caminho: string, query: string, who: string) {
  const itens: Record<string, unknown>[] = [];
  let count = 0;
  for (let page = 1; ; page++) {
    const res = await api.raw("GET", `${caminho}?${query}&page=${page}&page_size=2`, { token: token[who] });
    expect(res.status).toBe(200);
    const p = res.body as Pagina;
    count = p.count;
    itens.push(...p.results);
    if (!p.next) break;
  }
  expect(itens).toHaveLength(count);
  return itens;
}

/** The export for `query` (with the list's page and size riding along, which it ignores), read back. */
async function exportar(caminho: string, query: string, who: string) {
  const res = await baixar(api.app, `${caminho}?${query}&page=2&page_size=2`, token[who]);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe(
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  );
  return lerPlanilha(res);
}

/** The export's data rows: between the heading and the blank line before the total. */
const dados = (valores: unknown[][]) => valores.slice(1, -2);

describe("back-office exports", () => {
  it("partners: the filtered list's rows, with the subsidy as a percentage and the requests as a number", async () => {
    for (const [razaosocial, subsidio, ativo] of [
      ["Fundo Exportável Alfa", 12.5, true],
      ["Fundo Exportável Beta", 40, true],
      ["Fundo Exportável Gama", 7.25, true],
      ["Fundo Exportável Inativo", 10, false],
    ] as const)
      expect(
        (
          await api.raw("POST", "/parceiro/interno/", {
            token: token.admin,
            body: { razaosocial, subsidio, ativo },
          })
        ).status,
      ).toBe(201);
    const query = "search=exportavel&ativo=true";
    const lista = await todas("/parceiro/interno/", query, "gestor");
    expect(lista.map((p) => p.razaosocial)).toEqual([
      "Fundo Exportável Alfa",
      "Fundo Exportável Beta",
      "Fundo Exportável Gama",
    ]);
    const { valores, linhas } = await exportar("/parceiro/interno/export/", query, "gestor");
    expect(valores[0]).toEqual(["Razão social", "Subsídio", "Situação", "Solicitações", "Objetivo"]);
    expect(dados(valores).map((l) => l[0])).toEqual(lista.map((p) => p.razaosocial));
    expect(dados(valores).map((l) => l[1])).toEqual([0.125, 0.4, 0.0725]);
    expect(linhas[1].getCell(2).numFmt).toBe("0.00%");
    expect(linhas[1].getCell(4).value).toBe(0);
    expect(valores.at(-1)).toEqual(["Total: 3 parceiros"]);
    expect((await baixar(api.app, "/parceiro/interno/export/", token.consultor)).status).toBe(403);
  });

  it("cost centres: the filtered list's centres with their balances as money cells", async () => {
    const lista = await todas("/centrocusto/interno/", "ativo=true", "interno");
    expect(lista.length).toBeGreaterThan(2);
    const { valores, linhas } = await exportar("/centrocusto/interno/export/", "ativo=true", "interno");
    expect(valores[0]).toEqual([
      "Código",
      "Descrição",
      "Ano",
      "Ação",
      "Projeto",
      "Orçamento",
      "Disponível",
      "Reservado",
      "Comprometido",
      "Gasto",
      "Situação do saldo",
      "Ativo",
      "Envolvidos",
    ]);
    expect(dados(valores).map((l) => l[0])).toEqual(lista.map((c) => c.codigo));
    dados(valores).forEach((l, i) => {
      const c = lista[i];
      expect(l.slice(5, 10)).toEqual([c.orcamento, c.saldo, c.reservado, c.comprometido, c.gasto]);
      expect(l[2]).toBe(c.ano);
    });
    expect(linhas[1].getCell(6).numFmt).toBe('"R$" #,##0.00;[Red]-"R$" #,##0.00');
    expect(valores.at(-1)).toEqual([`Total: ${lista.length} centros de custo`]);
    expect((await baixar(api.app, "/centrocusto/interno/export/", token.consultor)).status).toBe(403);
  });

  it("evaluation questionnaires: the searched list's rows with their counts", async () => {
    for (const descricao of ["Avaliação exportável 1", "Avaliação exportável 2", "Avaliação exportável 3"])
      expect(
        (
          await api.raw("POST", "/questionario/interno/", {
            token: token.admin,
            body: {
              questionario: { descricao },
              perguntas: [{ pergunta: "Como foi o serviço?", tipo: "NOTA" }],
            },
          })
        ).status,
      ).toBe(201);
    const lista = await todas("/questionario/interno/lista/", "search=exportavel", "gestor");
    expect(lista).toHaveLength(3);
    const { valores } = await exportar("/questionario/interno/export/", "search=exportavel", "gestor");
    expect(valores[0]).toEqual(["Descrição", "Padrão", "Perguntas", "Serviços", "Avaliações"]);
    expect(dados(valores)).toEqual(lista.map((q) => [q.descricao, "Não", 1, 0, 0]));
    expect((await baixar(api.app, "/questionario/interno/export/", token.consultor)).status).toBe(403);
  });

  it("company users: the filtered links, for administrators only", async () => {
    const lista = await todas("/empresa/admin/empresa-usuario/", "tipo=CLIENTE", "admin");
    expect(lista.length).toBeGreaterThan(2);
    const { valores } = await exportar("/empresa/admin/empresa-usuario/export/", "tipo=CLIENTE", "admin");
    type Vinculo = { empresa: { nomefantasia: string }; usuario: { email: string } };
    expect(dados(valores).map((l) => [l[0], l[5]])).toEqual(
      (lista as Vinculo[]).map((v) => [v.empresa.nomefantasia, v.usuario.email]),
    );
    expect(dados(valores).every((l) => l[3] === "Cliente")).toBe(true);
    expect((await baixar(api.app, "/empresa/admin/empresa-usuario/export/", token.gestor)).status).toBe(403);
  });

  it("CPF links: the filtered links, CPFs masked, for staff", async () => {
    const lista = await todas("/sas/consultar/vinculos/", "papel=SOCIO_ADMINISTRADOR", "consultor");
    expect(lista.length).toBeGreaterThan(0);
    const { valores } = await exportar(
      "/sas/consultar/vinculos/export/",
      "papel=SOCIO_ADMINISTRADOR",
      "consultor",
    );
    type Vinculo = { pessoa: { cpf_mask: string }; empresa: { nomefantasia: string } };
    expect(dados(valores).map((l) => [l[1], l[2], l[3]])).toEqual(
      (lista as Vinculo[]).map((v) => [v.pessoa.cpf_mask, "Sócio-administrador", v.empresa.nomefantasia]),
    );
    for (const l of dados(valores)) expect(l[1]).toMatch(/\*/);
    expect((await baixar(api.app, "/sas/consultar/vinculos/export/", token.cliente)).status).toBe(403);
  });

  it("refuses a filter the list refuses (the same query schema)", async () => {
    const res = await baixar(api.app, "/parceiro/interno/export/?cor=azul", token.admin);
    expect(res.status).toBe(400);
  });
});
