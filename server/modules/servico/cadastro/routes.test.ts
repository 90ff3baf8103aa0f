import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { lerPlanilha } from "@/tests/setup/planilha";
import {
  areaAtuacao,
  credenciamento,
  empresa,
  programa,
  servico,
  subtema,
  tipoServico,
} from "@/server/db/schema";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const ref: Record<string, number> = {};

beforeAll(async () => {
  for (const u of ["admin", "gestor", "consultor", "interno", "cliente", "prestador"])
    token[u] = await api.login(`${u}@hub.example`);
  const [[t], [p], [s]] = await Promise.all([
    api.db.select({ id: tipoServico.id }).from(tipoServico).limit(1),
    api.db.select({ id: programa.id }).from(programa).limit(1),
    api.db.select({ id: subtema.id }).from(subtema).limit(1),
  ]);
  Object.assign(ref, { tipo: t.id, programa: p.id, subtema: s.id });
});

const baixar = (url: string, quem = "admin") =>
  api.app.request(`/api/hub${url}`, {
    headers: { authorization: `Bearer ${token[quem]}`, "x-hub-peer": "10.0.0.1" },
  });

const criar = async (codigo: string, titulo: string) => {
  const res = await api.post("/servico/interno/", {
    token: token.admin,
    body: {
      codigo,
      titulo,
      descricao: `Descrição de ${titulo}.`,
      tipo: ref.tipo,
      programa: ref.programa,
      subtema: ref.subtema,
    },
  });
  expect(res.status).toBe(201);
  return res.body;
};

const novaPergunta = async (chave: string, descricao: string) => {
  const res = await api.post("/questionario/interno/pergunta/dimensionamento/", {
    token: token.admin,
    body: { chave, descricao, tipo_resposta: "NUMERO" },
  });
  expect(res.status).toBe(201);
  return res.body;
};

describe("/servico/interno/", () => {
  it("creates, lists with filters, edits a service; each change is in its history", async () => {
    const s = await criar("TST-001", "Serviço de Teste");
    expect(s).toMatchObject({
      codigo: "TST-001",
      ativo: true,
      tipo: { id: ref.tipo },
      area_atuacao: null,
      modelos: 0,
    });
    const lista = await api.get("/servico/interno/", {
      token: token.gestor,
      query: { search: "tst-001", tipo: ref.tipo, programa: ref.programa, ativo: "true" },
    });
    expect(lista.body.results.map((r) => r.id)).toEqual([s.id]);
    const outro = await api.get("/servico/interno/", {
      token: token.gestor,
      query: { search: "tst-001", ativo: "false" },
    });
    expect(outro.body.count).toBe(0);
    const patch = await api.patch("/servico/interno/{id}/", {
      path: { id: s.id },
      token: token.admin,
      body: { titulo: "Serviço de Teste Revisto" },
    });
    expect(patch.body.titulo).toBe("Serviço de Teste Revisto");
    const repetido = await api.raw("POST", "/servico/interno/", {
      token: token.admin,
      body: {
        codigo: "tst-001",
        titulo: "Outro",
        descricao: "x",
        tipo: ref.tipo,
        programa: ref.programa,
        subtema: ref.subtema,
      },
    });
    expect(repetido.status).toBe(409);
    const historico = await api.get("/servico/interno/{id}/historico/", {
      path: { id: s.id },
      token: token.admin,
    });
    expect(historico.body.map((h) => [h.descricao, h.de, h.para])).toEqual([
      ["Cadastro criado", null, expect.stringContaining("Código: TST-001")],
      ["Cadastro alterado", "Título: Serviço de Teste", "Título: Serviço de Teste Revisto"],
    ]);
  });

  it("clears the area with null, keeps the subsidy, and names linked fields in the history", async () => {
    const [area] = await api.db
      .select({ id: areaAtuacao.id, descricao: areaAtuacao.descricao })
      .from(areaAtuacao)
      .limit(1);
    const [tipo] = await api.db
      .select({ descricao: tipoServico.descricao })
      .from(tipoServico)
      .where(eq(tipoServico.id, ref.tipo));
    const corpo = {
      codigo: "TST-AREA",
      titulo: "Serviço com Área",
      descricao: "Com área e subsídio.",
      tipo: ref.tipo,
      programa: ref.programa,
      subtema: ref.subtema,
    };
    const criado = await api.post("/servico/interno/", {
      token: token.admin,
      body: { ...corpo, area_atuacao: area.id, porcentagem_subsidio: 40 },
    });
    expect(criado.body).toMatchObject({ area_atuacao: { id: area.id }, porcentagem_subsidio: 40 });
    const salvo = await api.put("/servico/interno/{id}/", {
      path: { id: criado.body.id },
      token: token.admin,
      body: { ...corpo, area_atuacao: null, porcentagem_subsidio: 12.5 },
    });
    expect(salvo.status).toBe(200);
    expect(salvo.body).toMatchObject({ area_atuacao: null, porcentagem_subsidio: 12.5 });
    const historico = await api.get("/servico/interno/{id}/historico/", {
      path: { id: criado.body.id },
      token: token.admin,
    });
    const [criacao, alteracao] = historico.body;
    expect(criacao.para).toContain(`Tipo: ${tipo.descricao}`);
    expect(criacao.para).toContain(`Área de atuação: ${area.descricao}`);
    expect(criacao.para).not.toMatch(/Tipo: \d/);
    expect([alteracao.de, alteracao.para]).toEqual([
      `Área de atuação: ${area.descricao}; Subsídio (%): 40.00`,
      "Área de atuação: (vazio); Subsídio (%): 12.50",
    ]);
    for (const [valor, erro] of [
      [120, "O subsídio vai até 100%."],
      [-1, "O subsídio não pode ser negativo."],
      [1.234, "Use no máximo duas casas decimais."],
    ] as const) {
      const recusado = await api.raw("PATCH", `/servico/interno/${criado.body.id}/`, {
        token: token.admin,
        body: { porcentagem_subsidio: valor },
      });
      expect(recusado.status).toBe(400);
      expect(recusado.error.errors).toEqual({ porcentagem_subsidio: [erro] });
    }
  });

  it("deletes a service nothing uses, archives one in use: it leaves the catalogue and the pickers", async () => {
    const livre = await criar("TST-LIVRE", "Serviço Livre");
    const excluido = await api.delete("/servico/interno/{id}/", {
      path: { id: livre.id },
      token: token.admin,
    });
    expect(excluido.body.resultado).toBe("excluido");

    const [usado] = await api.db
      .select({ id: servico.id, titulo: servico.titulo })
      .from(servico)
      .where(eq(servico.codigo, "SRV-001"));
    const arquivado = await api.delete("/servico/interno/{id}/", {
      path: { id: usado.id },
      token: token.admin,
    });
    expect(arquivado.body.resultado).toBe("arquivado");
    const detalhe = await api.get("/servico/interno/{id}/", { path: { id: usado.id }, token: token.admin });
    expect(detalhe.body.ativo).toBe(false);
    expect(detalhe.body.modelos).toBeGreaterThan(0);
    const catalogo = await api.get("/servico/", { query: { search: usado.titulo } });
    expect(catalogo.body.results.filter((c) => c.servico.id === usado.id)).toEqual([]);
    const opcoes = await api.get("/listagem/simples/interno/servicos/", {
      token: token.gestor,
      query: { search: usado.titulo },
    });
    expect(opcoes.body.results.map((o) => o.id)).not.toContain(usado.id);
    await api.patch("/servico/interno/{id}/", {
      path: { id: usado.id },
      token: token.admin,
      body: { ativo: true },
    });
  });

  it("exports every row the filters pick, with Portuguese headings", async () => {
    await criar("TST-EXP1", "Exportação Um");
    await criar("TST-EXP2", "Exportação Dois");
    const res = await baixar("/servico/interno/export/?search=TST-EXP&ordering=codigo");
    expect(res.status).toBe(200);
    const { valores: linhas } = await lerPlanilha(res);
    expect(linhas[0]).toEqual([
      "Código",
      "Título",
      "Tipo",
      "Programa",
      "Situação",
      "Modelos de oferta",
      "Prestadores credenciados",
    ]);
    expect(linhas.slice(1, 3).map((l) => l[0])).toEqual(["TST-EXP1", "TST-EXP2"]);
    expect(linhas.at(-1)).toEqual(["Total: 2 serviços"]);
  });

  it("gives the service types and a company's standing for a service", async () => {
    const tipos = await api.get("/servico/interno/tipo/", { token: token.consultor });
    expect(tipos.body.map((t) => t.id)).toContain(ref.tipo);
    const [c] = await api.db
      .select({ empresa: credenciamento.empresaId, servico: credenciamento.servicoId })
      .from(credenciamento)
      .limit(1);
    const res = await api.get("/servico/interno/empresa/{empresa}/{servico}/", {
      path: { empresa: c.empresa, servico: c.servico },
      token: token.gestor,
    });
    expect(res.body).toMatchObject({
      empresa: { id: c.empresa },
      servico: { id: c.servico },
      credenciamento: { ativo: true },
    });
    const nenhum = await api.raw("GET", `/servico/interno/empresa/${c.empresa}/999999/`, {
      token: token.gestor,
    });
    expect(nenhum.status).toBe(404);
  });

  it("lists and exports a service's accredited providers", async () => {
    const [c] = await api.db
      .select({ servico: credenciamento.servicoId, nome: empresa.nomefantasia })
      .from(credenciamento)
      .innerJoin(empresa, eq(empresa.id, credenciamento.empresaId))
      .where(and(eq(empresa.tipo, "PRESTADOR"), eq(empresa.ativo, true)))
      .limit(1);
    const lista = await api.get("/prestador/interno/", {
      token: token.gestor,
      query: { servico: c.servico },
    });
    expect(lista.status).toBe(200);
    expect(lista.body.count).toBe(lista.body.results.length);
    const res = await baixar(`/servico/interno/prestadores/export/${c.servico}/`);
    const { valores: linhas } = await lerPlanilha(res);
    expect(linhas[0]).toEqual(["Nome fantasia", "Razão social", "CNPJ", "Cidade", "UF"]);
    expect(linhas.slice(1, 1 + lista.body.count).map((l) => l[0])).toEqual(
      lista.body.results.map((p) => p.nomefantasia),
    );
  });

  it("lets only administrators write; staff read; the public nothing", async () => {
    const s = await criar("TST-RESTRITO", "Serviço Restrito");
    for (const u of ["gestor", "consultor", "interno"]) {
      const escritas = [
        api.raw("POST", "/servico/interno/", { token: token[u], body: {} }),
        api.raw("PATCH", `/servico/interno/${s.id}/`, { token: token[u], body: { ativo: false } }),
        api.raw("DELETE", `/servico/interno/${s.id}/`, { token: token[u] }),
        api.raw("PUT", `/servico/interno/${s.id}/perguntas/`, { token: token[u], body: { perguntas: [] } }),
        api.raw("GET", `/servico/interno/${s.id}/historico/`, { token: token[u] }),
      ];
      for (const res of await Promise.all(escritas)) expect(res.status).toBe(403);
    }
    for (const u of ["cliente", "prestador"])
      for (const url of [
        "/servico/interno/",
        "/servico/interno/tipo/",
        `/prestador/interno/?servico=${s.id}`,
        "/modelooferta/interno/export/",
      ])
        expect((await api.raw("GET", url, { token: token[u] })).status).toBe(403);
  });
});

describe("PUT /servico/interno/{id}/perguntas/", () => {
  it("sets the service's questions in order; the catalogue's checkout asks exactly those", async () => {
    const [srv] = await api.db.select({ id: servico.id }).from(servico).where(eq(servico.codigo, "SRV-002"));
    const a = await novaPergunta("teste_lojas", "Quantas lojas a empresa tem?");
    const b = await novaPergunta("teste_caixas", "Quantos caixas a empresa tem?");
    const res = await api.put("/servico/interno/{id}/perguntas/", {
      path: { id: srv.id },
      token: token.admin,
      body: { perguntas: [b.id, a.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body.map((p) => [p.chave, p.ordem])).toEqual([
      ["teste_caixas", 1],
      ["teste_lojas", 2],
    ]);
    const checkout = await api.get("/listagem/pergunta/dimensionamento/", {
      query: { servico: String(srv.id) },
    });
    expect(checkout.body.map((p) => p.pergunta)).toEqual([
      "Quantos caixas a empresa tem?",
      "Quantas lojas a empresa tem?",
    ]);
    const historico = await api.get("/servico/interno/{id}/historico/", {
      path: { id: srv.id },
      token: token.admin,
    });
    expect(historico.body.at(-1)).toMatchObject({ para: "Perguntas: teste_caixas, teste_lojas" });

    const dupla = await api.raw("PUT", `/servico/interno/${srv.id}/perguntas/`, {
      token: token.admin,
      body: { perguntas: [a.id, a.id] },
    });
    expect(dupla.status).toBe(400);
    await api.patch("/questionario/interno/pergunta/dimensionamento/{id}/", {
      path: { id: a.id },
      token: token.admin,
      body: { ativo: false },
    });
    const semArquivada = await api.get("/listagem/pergunta/dimensionamento/", {
      query: { servico: String(srv.id) },
    });
    expect(semArquivada.body.map((p) => p.chave)).toEqual(["teste_caixas"]);
    // The back office still lists it, marked archived, and keeps it on a save that does not take it out.
    const doServico = async () =>
      (await api.get("/servico/interno/{id}/perguntas/", { path: { id: srv.id }, token: token.admin })).body;
    expect((await doServico()).map((p) => [p.chave, p.ativo])).toEqual([
      ["teste_caixas", true],
      ["teste_lojas", false],
    ]);
    const mantida = await api.put("/servico/interno/{id}/perguntas/", {
      path: { id: srv.id },
      token: token.admin,
      body: { perguntas: [a.id, b.id] },
    });
    expect(mantida.body.map((p) => [p.chave, p.ativo])).toEqual([
      ["teste_lojas", false],
      ["teste_caixas", true],
    ]);
    const [outro] = await api.db
      .select({ id: servico.id })
      .from(servico)
      .where(eq(servico.codigo, "SRV-003"));
    const arquivada = await api.raw("PUT", `/servico/interno/${outro.id}/perguntas/`, {
      token: token.admin,
      body: { perguntas: [a.id] },
    });
    expect(arquivada.status).toBe(400);
    expect(arquivada.error.errors).toEqual({ "perguntas.0": ["Esta pergunta está arquivada."] });
  });
});

describe("GET /modelooferta/interno/export/", () => {
  it("exports the offer-model list with its filters, money as numbers", async () => {
    const lista = await api.get("/listagem/interno/modelosoferta/", {
      token: token.gestor,
      query: { ativo: "true", page_size: 100 },
    });
    const res = await baixar("/modelooferta/interno/export/?ativo=true", "gestor");
    expect(res.status).toBe(200);
    const { valores: linhas } = await lerPlanilha(res);
    expect(linhas[0]).toEqual(["Título", "Serviço", "Valor", "Exige diagnóstico", "Situação"]);
    const corpo = linhas.slice(1, 1 + lista.body.count);
    expect(corpo.map((l) => l[0])).toEqual(lista.body.results.map((m) => m.titulo));
    expect(corpo.map((l) => l[2])).toEqual(lista.body.results.map((m) => m.valor));
    expect(linhas.at(-1)).toEqual([`Total: ${lista.body.count} modelos de oferta`]);
  });
});
