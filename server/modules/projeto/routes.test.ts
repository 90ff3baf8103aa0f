import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Query } from "@/tests/setup/cliente-api";
import { criarProjeto, criarSolicitacao, empresaId } from "@/tests/setup/construtores";
import { projetoEtapa, solicitacao, usuario } from "@/server/db/schema";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
let larissaId: number;
let doConsultor: number;
let daLarissa: number;

const list = async (query: Query<"get", "/projeto/consultor/"> = {}, who = "consultor") => {
  const res = await api.get("/projeto/consultor/", { query, token: token[who] });
  expect(res.status).toBe(200);
  return res.body;
};
const nros = (page: { results: { nroprojeto: string }[] }) => page.results.map((p) => p.nroprojeto);
const solicitacaoId = async (nro: string) =>
  (
    await api.db.select({ id: solicitacao.id }).from(solicitacao).where(eq(solicitacao.nrosolicitacao, nro))
  )[0].id;

beforeAll(async () => {
  for (const who of ["consultor", "gestor", "cliente", "prestador"])
    token[who] = await api.login(`${who}@hub.example`);
  token.larissa = await api.login("larissa.bauer@hub.example");
  [{ id: larissaId }] = await api.db
    .select({ id: usuario.id })
    .from(usuario)
    .where(eq(usuario.email, "larissa.bauer@hub.example"));
  // A project in execution of a request consultor@ follows, and one of a request Larissa follows.
  const cafe = await criarSolicitacao(api.db, {
    nrosolicitacao: "2026-900007",
    empresas: [await empresaId(api.db, "Café Serra Verde")],
    substatus: "EM_EXECUCAO",
    modelo: "Fluxo de Caixa Essencial",
    objetivo: "Organizar o fluxo de caixa da cafeteria antes da abertura da segunda loja.",
    consultor: "consultor@hub.example",
    historico: [
      {
        acao: "CRIAR",
        para: "AGUARDANDO_ANALISE",
        por: "gestor@hub.example",
        em: new Date("2026-02-02T12:00:00Z"),
      },
      {
        acao: "LIBERAR",
        de: "AGUARDANDO_ANALISE",
        para: "AGUARDANDO_PROPOSTAS",
        por: "gestor@hub.example",
        em: new Date("2026-02-03T12:00:00Z"),
      },
      {
        acao: "AUTORIZAR_EXECUCAO",
        de: "AGUARDANDO_PROPOSTAS",
        para: "EM_EXECUCAO",
        por: "coordenador@hub.example",
        em: new Date("2026-03-02T12:00:00Z"),
      },
    ],
  });
  doConsultor = await criarProjeto(api.db, {
    solicitacao: cafe,
    prestador: "Mentora Inovação",
    nroprojeto: "2026-900007-P1",
    dtaInicio: "2026-03-02",
    dtaFim: "2026-05-29",
    dtainclusao: new Date("2026-03-02T12:00:00Z"),
  });
  // Its stages: the first approved, the second owed past its date (late), the third delivered late.
  for (const [i, [titulo, situacao, prazo]] of [
    ["Diagnóstico financeiro", "APROVADA", "2026-03-20"],
    ["Estruturação dos controles", "PENDENTE", "2026-04-20"],
    ["Projeção e acompanhamento", "ENTREGUE", "2026-05-29"],
  ].entries())
    await api.db.insert(projetoEtapa).values({
      projetoId: doConsultor,
      ordem: i + 1,
      titulo,
      entregavel: i === 0 ? "Relatório de diagnóstico financeiro" : `Entrega ${i + 1}`,
      horas: 8,
      valor: "1000.00",
      substatusId: await api.substatusId("etapa_projeto", situacao),
      prazo,
    });
  const malha = await criarSolicitacao(api.db, {
    nrosolicitacao: "2026-900006",
    empresas: [await empresaId(api.db, "Malha Norte")],
    substatus: "AGUARDANDO_PROPOSTAS",
    modelo: "Custos e Formação de Preço na Indústria",
    consultor: "larissa.bauer@hub.example",
  });
  daLarissa = await criarProjeto(api.db, {
    solicitacao: malha,
    prestador: "Mentora Inovação",
    nroprojeto: "TESTE-P1",
    dtainclusao: new Date("2026-03-20T12:00:00Z"),
  });
});

describe("GET /projeto/consultor/", () => {
  it("lists the projects of the consultant's requests", async () => {
    const page = await list();
    expect(page).toMatchObject({ count: 1, next: null, previous: null });
    expect(page.results[0]).toEqual({
      id: doConsultor,
      nroprojeto: "2026-900007-P1",
      solicitacao: {
        id: expect.any(Number),
        nrosolicitacao: "2026-900007",
        substatus: {
          id: expect.any(Number),
          codigo: "EM_EXECUCAO",
          descricao: "Em execução",
          cor: "#13c2c2",
          status: { id: expect.any(Number), codigo: "EM_EXECUCAO", descricao: "Em execução", cor: "#13c2c2" },
        },
      },
      empresa_label: "Café Serra Verde",
      modelooferta: {
        id: expect.any(Number),
        titulo: "Fluxo de Caixa Essencial",
        servico: { titulo: "Consultoria em Gestão Financeira e Fluxo de Caixa" },
      },
      prestador: { id: expect.any(Number), nomefantasia: "Mentora Inovação" },
      consultor: { id: expect.any(Number), nome: "Camila", sobrenome: "Teixeira" },
      dta_inicio: "2026-03-02",
      dta_fim: "2026-05-29",
      dtainclusao: "2026-03-02T12:00:00.000Z",
      interna: false,
      dtaaceite: null,
      avaliada: false,
    });
    expect(nros(await list({}, "larissa"))).toEqual(["TESTE-P1"]);
  });

  it("shows managers every project, newest first, filtered by consultant, request substatus and search", async () => {
    expect(nros(await list({}, "gestor"))).toEqual(["TESTE-P1", "2026-900007-P1"]);
    expect(nros(await list({ consultor: larissaId }, "gestor"))).toEqual(["TESTE-P1"]);
    expect(nros(await list({ status: "EM_EXECUCAO" }, "gestor"))).toEqual(["2026-900007-P1"]);
    expect(nros(await list({ search: "malha" }, "gestor"))).toEqual(["TESTE-P1"]);
    expect(nros(await list({ search: "900007" }, "gestor"))).toEqual(["2026-900007-P1"]);
    expect(nros(await list({ search: "mentora", page_size: 1, page: 2 }, "gestor"))).toEqual([
      "2026-900007-P1",
    ]);
  });

  it("refuses unknown filters (400), other groups (403) and calls without a session (401)", async () => {
    const bad = await api.raw("GET", "/projeto/consultor/?status=XYZ&ordem=1", { token: token.gestor });
    expect(bad.status).toBe(400);
    expect(bad.error.errors?.status).toEqual(["Substatus desconhecido."]);
    expect(Object.keys(bad.error.errors!).sort()).toEqual(["ordem", "status"]);
    expect((await api.get("/projeto/consultor/", { token: token.cliente })).status).toBe(403);
    expect((await api.get("/projeto/consultor/", { token: token.prestador })).status).toBe(403);
    expect((await api.get("/projeto/consultor/")).status).toBe(401);
  });
});

describe("GET /projeto/consultor/{id}/", () => {
  it("gives the request's objective and companies, the project's stages with their states and the history", async () => {
    const res = await api.get("/projeto/consultor/{id}/", {
      path: { id: doConsultor },
      token: token.consultor,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      nroprojeto: "2026-900007-P1",
      objetivo: "Organizar o fluxo de caixa da cafeteria antes da abertura da segunda loja.",
      empresas_detalhe: [
        {
          nomefantasia: "Café Serra Verde",
          cnpj_mask: "40.366.231/0001-38",
          cpf_mask: null,
          cidade: { nome: "Londrina" },
          estado: { sigla: "PR" },
        },
      ],
    });
    expect(res.body.etapas.map((e) => [e.ordem, e.titulo])).toEqual([
      [1, "Diagnóstico financeiro"],
      [2, "Estruturação dos controles"],
      [3, "Projeção e acompanhamento"],
    ]);
    expect(res.body.etapas[0].entregavel).toBe("Relatório de diagnóstico financeiro");
    expect(res.body.etapas.map((e) => [e.situacao, e.prazo, e.ematraso])).toEqual([
      ["APROVADA", "2026-03-20", false],
      ["PENDENTE", "2026-04-20", true],
      ["ENTREGUE", "2026-05-29", false],
    ]);
    expect(res.body.historico.map((h) => h.acao)).toEqual(["CRIAR", "LIBERAR", "AUTORIZAR_EXECUCAO"]);
    expect(res.body.historico[2]).toMatchObject({
      de: "Aguardando propostas",
      para: "Em execução",
      usuario: { nome: "Fernanda", sobrenome: "Castilho" },
    });
  });

  it("answers 404 for a project of another consultant or none, and 400 for a bad id", async () => {
    const alheio = await api.get("/projeto/consultor/{id}/", {
      path: { id: daLarissa },
      token: token.consultor,
    });
    expect(alheio).toMatchObject({ status: 404, error: { detail: "Projeto não encontrado." } });
    expect(
      (await api.get("/projeto/consultor/{id}/", { path: { id: daLarissa }, token: token.gestor })).status,
    ).toBe(200);
    expect(
      (await api.get("/projeto/consultor/{id}/", { path: { id: 999999 }, token: token.gestor })).status,
    ).toBe(404);
    expect((await api.raw("GET", "/projeto/consultor/abc/", { token: token.gestor })).status).toBe(400);
  });

  it("still opens for a consultant who unlinked from a project of their unit's cities, which leaves their list", async () => {
    const id = await solicitacaoId("2026-900007");
    await api.db.update(solicitacao).set({ consultorId: null }).where(eq(solicitacao.id, id));
    try {
      expect((await list()).count).toBe(0);
      const res = await api.get("/projeto/consultor/{id}/", {
        path: { id: doConsultor },
        token: token.consultor,
      });
      expect(res.status).toBe(200);
      expect(res.body.consultor).toBeNull();
    } finally {
      const [camila] = await api.db
        .select({ id: usuario.id })
        .from(usuario)
        .where(eq(usuario.email, "consultor@hub.example"));
      await api.db.update(solicitacao).set({ consultorId: camila.id }).where(eq(solicitacao.id, id));
    }
  });
});
