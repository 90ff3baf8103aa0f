import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { historico } from "@/server/db/schema";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Corpo, Query } from "@/tests/setup/cliente-api";
import { criarCentroCusto, saldosDoCentro, usuarioId } from "@/tests/setup/construtores";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const cc: Record<string, number> = {};

beforeAll(async () => {
  for (const quem of ["gestor", "coordenador", "interno", "admin", "consultor", "cliente"])
    token[quem] = await api.login(`${quem}@hub.example`);
  // Two centres of one action and one project, apart from the demo's (year 2032).
  for (const codigo of ["CC-INT-A", "CC-INT-B"])
    cc[codigo] = await criarCentroCusto(api.db, {
      codigo,
      acao: "7.7.01",
      projeto: "Projeto Integração Ágil",
      ano: 2032,
      orcamento: "15000.00",
      em: new Date("2026-01-02T12:00:00Z"),
    });
});

type Centro = { codigo: string };
const codigos = (body: { results: Centro[] }) => body.results.map((c) => c.codigo);
const lista = (query: Query<"get", "/centrocusto/interno/">, quem = "gestor") =>
  api.get("/centrocusto/interno/", { query, token: token[quem] });
const ativacao = (id: number, body: Corpo<"patch", "/centrocusto/interno/{id}/">, quem = "gestor") =>
  api.patch("/centrocusto/interno/{id}/", { path: { id }, token: token[quem], body });
const atualizar = (id: number, body: Corpo<"patch", "/centrocusto/interno/update/{id}/">, quem = "gestor") =>
  api.patch("/centrocusto/interno/update/{id}/", { path: { id }, token: token[quem], body });

describe("GET /centrocusto/interno/", () => {
  it("lists centres newest year first with their balances from the ledger, situation and people", async () => {
    const res = await lista({ page_size: 3 });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(9);
    expect(codigos(res.body)).toEqual(["CC-INT-A", "CC-INT-B", "CC-2026-001"]);
    expect(res.body.results[2]).toEqual({
      id: expect.any(Number),
      codigo: "CC-2026-001",
      descricao: "Consultorias em gestão para pequenos negócios de Santa Catarina",
      acao: { codigo: "4.1.02" },
      projeto: "Brasil Mais Gestão SC 2026",
      ano: 2026,
      ativo: true,
      acao_ativo_hub: true,
      projeto_ativo_hub: true,
      orcamento: 184500,
      saldo: 184500,
      reservado: 0,
      comprometido: 0,
      gasto: 0,
      situacao: "NORMAL",
      envolvidos: 0,
    });
    const seis = await lista({ search: "CC-2026-006" });
    expect(seis.body.results[0]).toMatchObject({ saldo: 3180, situacao: "CRITICO" });
  });

  it("filters by action code (or its start), project (accents aside), flags and situation", async () => {
    expect(codigos((await lista({ cod_acao: "4.1" })).body)).toEqual([
      "CC-2026-001",
      "CC-2026-004",
      "CC-2026-006",
    ]);
    expect(codigos((await lista({ cod_acao: "4.1.02" })).body)).toEqual(["CC-2026-001"]);
    expect(codigos((await lista({ cod_projeto: "integracao agil" })).body)).toEqual(["CC-INT-A", "CC-INT-B"]);
    expect(codigos((await lista({ search: "sustentabilidade" })).body)).toEqual(["CC-2026-005"]);
    expect((await lista({ acao_ativo_hub: "false" })).body.count).toBe(0);
    expect((await lista({ projeto_ativo_hub: "true", ativo: "true" })).body.count).toBe(9);
  });

  it("filters the centres a staff user is involved in", async () => {
    const gestor = await usuarioId(api.db, "gestor@hub.example");
    const criado = await api.post("/centrocusto/interno/envolvidos/", {
      token: token.gestor,
      body: { centrocusto: cc["CC-INT-B"], usuario: gestor },
    });
    expect(criado.status).toBe(201);
    const res = await lista({ envolvido: gestor });
    expect(codigos(res.body)).toEqual(["CC-INT-B"]);
    expect(res.body.results[0].envolvidos).toBe(1);
    await api.delete("/centrocusto/interno/envolvidos/{id}/", {
      path: { id: criado.body.id },
      token: token.gestor,
    });
  });

  it("refuses bad filters, and is for managers, the internal team and administrators", async () => {
    for (const [query, campo] of [
      ["acao_ativo_hub=sim", "acao_ativo_hub"],
      ["envolvido=abc", "envolvido"],
      ["centrocusto=1", "centrocusto"],
    ]) {
      // Values of the wrong type, and a parameter the route lacks.
      const res = await api.raw("GET", `/centrocusto/interno/?${query}`, { token: token.gestor });
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.error.errors!)).toEqual([campo]);
    }
    expect((await api.get("/centrocusto/interno/")).status).toBe(401);
    for (const quem of ["coordenador", "interno", "admin"]) expect((await lista({}, quem)).status).toBe(200);
    for (const quem of ["consultor", "cliente"]) expect((await lista({}, quem)).status).toBe(403);
  });
});

describe("GET /centrocusto/interno/detalhe/{id}/", () => {
  it("gives the centre, its balances and a page of its movements, newest first", async () => {
    const res = await api.get("/centrocusto/interno/detalhe/{id}/", {
      path: { id: cc["CC-INT-A"] },
      token: token.interno,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      codigo: "CC-INT-A",
      orcamento: 15000,
      saldo: 15000,
      situacao: "NORMAL",
    });
    expect(res.body.movimentos).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: expect.any(Number),
          tipo: "APORTE",
          valor: 15000,
          descricao: "Orçamento do teste",
          dtainclusao: expect.any(String),
          centrocusto: { id: cc["CC-INT-A"], codigo: "CC-INT-A" },
          solicitacao: null,
          usuario: null,
        },
      ],
    });
  });

  it("answers 404 for an unknown centre and 400 for a bad id or page", async () => {
    const nada = await api.get("/centrocusto/interno/detalhe/{id}/", {
      path: { id: 999999 },
      token: token.gestor,
    });
    expect(nada.status).toBe(404);
    expect(nada.error.detail).toBe("Centro de custo não encontrado.");
    expect((await api.raw("GET", "/centrocusto/interno/detalhe/abc/", { token: token.gestor })).status).toBe(
      400,
    );
    expect(
      (
        await api.get("/centrocusto/interno/detalhe/{id}/", {
          path: { id: cc["CC-INT-A"] },
          query: { page: 0 },
          token: token.gestor,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.get("/centrocusto/interno/detalhe/{id}/", {
          path: { id: cc["CC-INT-A"] },
          token: token.consultor,
        })
      ).status,
    ).toBe(403);
  });
});

describe("PATCH /centrocusto/interno/{id}/", () => {
  it("switches an action off on every centre of that action, and the centre takes no new reservation", async () => {
    const res = await ativacao(cc["CC-INT-A"], { acao_ativo_hub: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ acao_ativo_hub: false, projeto_ativo_hub: true, ativo: true });
    expect(codigos((await lista({ acao_ativo_hub: "false" })).body)).toEqual(["CC-INT-A", "CC-INT-B"]);
    const rows = await api.db
      .select()
      .from(historico)
      .where(and(eq(historico.entidade, "centrocusto"), eq(historico.entidadeId, cc["CC-INT-A"])));
    expect(rows.map((h) => [h.acao, h.de, h.para, h.audiencias])).toEqual([
      ["ALTERAR_ACAO_HUB", "true", "false", ["equipe"]],
    ]);
    const opcoes = await api.get("/consulta/centrocusto/", {
      query: { search: "CC-INT-B" },
      token: token.gestor,
    });
    expect(opcoes.body.results[0]).toMatchObject({ ativo: true, acao_ativo_hub: false });
    expect((await ativacao(cc["CC-INT-B"], { acao_ativo_hub: true, ativo: false })).body).toMatchObject({
      acao_ativo_hub: true,
      ativo: false,
    });
    expect(codigos((await lista({ acao_ativo_hub: "false" })).body)).toEqual([]);
    expect((await ativacao(cc["CC-INT-B"], { ativo: true, projeto_ativo_hub: false })).status).toBe(200);
    expect(codigos((await lista({ projeto_ativo_hub: "false" })).body)).toEqual(["CC-INT-A", "CC-INT-B"]);
    await ativacao(cc["CC-INT-A"], { projeto_ativo_hub: true });
  });

  it("refuses an empty or malformed change, an unknown centre, and callers who do not keep budgets", async () => {
    const vazio = await ativacao(cc["CC-INT-A"], {});
    expect(vazio.status).toBe(400);
    expect(vazio.error.errors).toEqual({ ativo: ["Informe o que ativar ou desativar."] });
    const ativar = (body: unknown) =>
      api.raw("PATCH", `/centrocusto/interno/${cc["CC-INT-A"]}/`, { token: token.gestor, body });
    expect((await ativar({ ativo: "sim" })).error.errors).toEqual({
      ativo: ["Use true ou false."],
    });
    expect((await ativar({ saldo: 10 })).error.errors?.saldo).toBeDefined();
    expect((await ativacao(999999, { ativo: false })).status).toBe(404);
    for (const quem of ["interno", "consultor", "cliente"])
      expect((await ativacao(cc["CC-INT-A"], { ativo: false }, quem)).status).toBe(403);
    expect((await ativacao(cc["CC-INT-A"], { ativo: true }, "coordenador")).status).toBe(200);
    expect((await ativacao(cc["CC-INT-A"], { ativo: true }, "admin")).status).toBe(200);
  });
});

describe("PATCH /centrocusto/interno/update/{id}/", () => {
  it("edits the data and records a contribution or an adjustment as a movement, never writing the balance", async () => {
    const res = await atualizar(cc["CC-INT-A"], {
      descricao: "  Integração de sistemas  ",
      movimento: { tipo: "APORTE", valor: 2500.5, descricao: "Suplementação de maio" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      descricao: "Integração de sistemas",
      saldo: 17500.5,
      orcamento: 17500.5,
    });
    const corte = await atualizar(cc["CC-INT-A"], {
      movimento: { tipo: "AJUSTE", valor: -18000, descricao: "Corte do orçamento" },
    });
    expect(corte.body).toMatchObject({ saldo: -499.5, situacao: "NEGATIVO" });
    expect((await saldosDoCentro(api.db, "CC-INT-A")).saldo).toBe(-499.5);
    const detalhe = await api.get("/centrocusto/interno/detalhe/{id}/", {
      path: { id: cc["CC-INT-A"] },
      token: token.gestor,
    });
    expect(detalhe.body.movimentos.results.slice(0, 2)).toMatchObject([
      {
        tipo: "AJUSTE",
        valor: -18000,
        descricao: "Corte do orçamento",
        usuario: { nome: expect.any(String) },
      },
      { tipo: "APORTE", valor: 2500.5, descricao: "Suplementação de maio" },
    ]);
    // A centre moved to another action takes that action's flag.
    await ativacao(cc["CC-INT-B"], { acao_ativo_hub: false });
    const movido = await atualizar(cc["CC-INT-A"], { acao: "4.1.02", projeto: "Outro projeto" });
    expect(movido.body).toMatchObject({ acao: { codigo: "4.1.02" }, acao_ativo_hub: true });
    await ativacao(cc["CC-INT-B"], { acao_ativo_hub: true });
  });

  it("checks every field in pt-BR", async () => {
    // Some of these bodies are of the wrong shape, which the contract's types refuse.
    const erros = async (body: unknown) =>
      (
        await api.raw("PATCH", `/centrocusto/interno/update/${cc["CC-INT-B"]}/`, {
          token: token.gestor,
          body,
        })
      ).error.errors!;
    expect(await erros({})).toEqual({ descricao: ["Informe o que alterar."] });
    expect(await erros({ descricao: "ab" })).toEqual({ descricao: ["Escreva ao menos 3 caracteres."] });
    expect(await erros({ movimento: { tipo: "APORTE", valor: -10, descricao: "Devolução" } })).toEqual({
      "movimento.valor": ["Um aporte é positivo; para reduzir o orçamento, registre um ajuste."],
    });
    expect(await erros({ movimento: { tipo: "AJUSTE", valor: 10.005, descricao: "Ajuste" } })).toEqual({
      "movimento.valor": ["Use no máximo duas casas decimais."],
    });
    expect(await erros({ movimento: { tipo: "AJUSTE", valor: 0, descricao: "Ajuste" } })).toEqual({
      "movimento.valor": ["Informe um valor diferente de zero."],
    });
    expect(
      Object.keys(await erros({ movimento: { tipo: "RESERVA", valor: 10, descricao: "Reserva" } })),
    ).toEqual(["movimento.tipo"]);
    expect((await erros({ saldo: 100 })).saldo).toBeDefined();
  });

  it("answers 404 for an unknown centre and 403 to who does not keep budgets", async () => {
    expect((await atualizar(999999, { descricao: "Outra" })).status).toBe(404);
    for (const quem of ["interno", "consultor"])
      expect((await atualizar(cc["CC-INT-B"], { descricao: "Outra" }, quem)).status).toBe(403);
  });
});
