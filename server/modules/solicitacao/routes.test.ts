import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNotNull } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { perguntasDosServicosDoDemo } from "@/tests/setup/construtores";
import { sucesso, type Query } from "@/tests/setup/cliente-api";
import { empresa, modeloOferta, solicitacao, solicitacaoEmpresa, usuario } from "@/server/db/schema";

const api = usarApiDeTeste();
let cliente: string;
const empresaId: Record<string, number> = {};
const ofertaId: Record<string, number> = {};
// The client's requests, oldest first, and one of another client's company.
const sent: { id: number; nrosolicitacao: string }[] = [];
let alheia: number;

const SENT = [
  ["Sabor da Ilha", "Fluxo de Caixa Essencial", "2026-03-01T12:00:00Z"],
  ["Nexo Software", "Gestão Financeira Completa", "2026-03-02T12:00:00Z"],
  ["Sítio Zanella", "Gestão de Custos da Propriedade Rural", "2026-03-03T12:00:00Z"],
] as const;

const list = (query: Query<"get", "/solicitacao/externo/"> = {}) =>
  sucesso(api.get("/solicitacao/externo/", { query, token: cliente }));
const nros = (page: { results: { nrosolicitacao: string }[] }) => page.results.map((s) => s.nrosolicitacao);

beforeAll(async () => {
  cliente = await api.login("cliente@hub.example");
  // The demo requests would blur the counts below; sub-requests go first (they point at their parent).
  await api.db.delete(solicitacao).where(isNotNull(solicitacao.solicitacaoPaiId));
  await api.db.delete(solicitacao);
  for (const e of await api.db.select({ id: empresa.id, nome: empresa.nomefantasia }).from(empresa))
    empresaId[e.nome] = e.id;
  for (const o of await api.db
    .select({ id: modeloOferta.id, titulo: modeloOferta.titulo })
    .from(modeloOferta))
    ofertaId[o.titulo] = o.id;
  const perguntas = await perguntasDosServicosDoDemo(api.db);
  for (const [nome, titulo, at] of SENT) {
    api.setNow(new Date(at));
    const [{ servicoId }] = await api.db
      .select({ servicoId: modeloOferta.servicoId })
      .from(modeloOferta)
      .where(eq(modeloOferta.id, ofertaId[titulo]));
    const respostas = perguntas
      .filter((p) => p.servicoId === servicoId)
      .map((p) => ({
        pergunta: p.id,
        resposta: { NUMERO: "3,5", SIM_NAO: "não", OPCAO: p.opcoes.split("|")[0], TEXTO: "Texto" }[
          p.tipoResposta
        ],
      }));
    const res = await api.post("/solicitacao/externo/enviar/", {
      token: cliente,
      body: {
        modelos: [
          {
            empresa: empresaId[nome],
            modelo_oferta: ofertaId[titulo],
            objetivo: "Objetivo da solicitação.",
            perguntas: respostas,
          },
        ],
      },
    });
    expect(res.status).toBe(201);
    sent.push(res.body.results[0]);
  }
  // A request of a company linked to someone else.
  const [mine] = await api.db.select().from(solicitacao).where(eq(solicitacao.id, sent[0].id));
  const [{ id: gestorId }] = await api.db
    .select({ id: usuario.id })
    .from(usuario)
    .where(eq(usuario.email, "gestor@hub.example"));
  [{ id: alheia }] = await api.db
    .insert(solicitacao)
    .values({ ...mine, id: undefined, nrosolicitacao: "2026-999999", usuarioId: gestorId })
    .returning({ id: solicitacao.id });
  await api.db
    .insert(solicitacaoEmpresa)
    .values({ solicitacaoId: alheia, empresaId: empresaId["Mercado Bom Preço"] });
});

describe("GET /solicitacao/externo/", () => {
  it("lists the requests of the client's companies, newest first", async () => {
    const page = await list();
    expect(page).toMatchObject({ count: 3, next: null, previous: null });
    expect(nros(page)).toEqual(sent.map((s) => s.nrosolicitacao).reverse());
    const item = page.results[2];
    expect(Object.keys(item).sort()).toEqual(
      [
        "id",
        "nrosolicitacao",
        "empresa",
        "empresa_label",
        "empresas",
        "count_empresas",
        "modelooferta",
        "substatus",
        "valor",
        "objetivo",
        "dtainclusao",
        "gestor",
      ].sort(),
    );
    expect(item).toMatchObject({
      empresa_label: "Sabor da Ilha",
      modelooferta: {
        titulo: "Fluxo de Caixa Essencial",
        imagem: null,
        servico: { titulo: expect.any(String) },
      },
      substatus: {
        codigo: "AGUARDANDO_ANALISE",
        cor: expect.stringMatching(/^#/),
        status: { codigo: "EM_ANALISE" },
      },
      valor: 4800,
      dtainclusao: "2026-03-01T12:00:00.000Z",
    });
  });

  it("searches number, offer title and company name; filters by status; paginates", async () => {
    expect(nros(await list({ search: sent[0].nrosolicitacao }))).toEqual([sent[0].nrosolicitacao]);
    expect(nros(await list({ search: "financeira completa" }))).toEqual([sent[1].nrosolicitacao]);
    expect(nros(await list({ search: "zanella" }))).toEqual([sent[2].nrosolicitacao]);
    expect(nros(await list({ search: "Mercado" }))).toEqual([]);
    expect((await list({ dash_filter: "EM_ANALISE" })).count).toBe(3);
    expect((await list({ dash_filter: "EM_COTACAO" })).count).toBe(0);
    // A step of the workflow, as the client's dashboard links what waits for them.
    expect((await list({ substatus: "AGUARDANDO_ANALISE" })).count).toBe(3);
    expect((await list({ substatus: "DEVOLVIDA_CLIENTE" })).count).toBe(0);
    const first = await list({ page_size: 2 });
    expect(first).toMatchObject({ count: 3, next: "/api/hub/solicitacao/externo/?page_size=2&page=2" });
    expect(nros(await list({ page_size: 2, page: 2 }))).toEqual([sent[0].nrosolicitacao]);
    for (const query of ["?dash_filter=em_analise", "?substatus=EM_ANALISE", "?usuario=1", "?page=0"]) {
      // Values of the wrong case or range, and a parameter the list lacks.
      const res = await api.raw("GET", `/solicitacao/externo/${query}`, { token: cliente });
      expect(res.status).toBe(400);
      expect(Object.keys(res.error.errors!)).toEqual([query.slice(1).split("=")[0]]);
    }
  });

  it("answers 400, not 500, for text the database cannot store", async () => {
    const res = await api.get("/solicitacao/externo/", { query: { search: "a\u0000b" }, token: cliente });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({
      detail: "O texto enviado tem um caractere inválido. Remova-o e tente de novo.",
    });
  });

  it("labels a request of several companies 'Várias empresas'", async () => {
    const extra = { solicitacaoId: sent[0].id, empresaId: empresaId["Nexo Software"] };
    await api.db.insert(solicitacaoEmpresa).values(extra);
    try {
      const item = (await list()).results[2];
      expect(item).toMatchObject({ empresa: null, empresa_label: "Várias empresas", count_empresas: 2 });
      expect(item.empresas.map((e) => e.nomefantasia)).toEqual(["Nexo Software", "Sabor da Ilha"]);
      expect(nros(await list({ search: "nexo" }))).toEqual([sent[1].nrosolicitacao, sent[0].nrosolicitacao]);
    } finally {
      await api.db
        .delete(solicitacaoEmpresa)
        .where(
          and(
            eq(solicitacaoEmpresa.solicitacaoId, extra.solicitacaoId),
            eq(solicitacaoEmpresa.empresaId, extra.empresaId),
          ),
        );
    }
  });
});

describe("request detail, answers and stages", () => {
  it("gives the detail with managers and history", async () => {
    const res = await api.get("/solicitacao/externo/detalhe/{id}/", {
      path: { id: sent[0].id },
      token: cliente,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: sent[0].id,
      empresa: { id: empresaId["Sabor da Ilha"], razaosocial: "Padaria e Confeitaria Sabor da Ilha Ltda" },
      justificativa: "",
      gestor: { nome: "Fernanda", sobrenome: "Castilho" },
      dtaprazoenvioproposta: null,
      escolha_direta: false,
      historico: [{ de: null, para: "Aguardando análise", motivo: null, dtainclusao: expect.any(String) }],
    });
    expect(res.body.gestores.map((g) => g.nome)).toEqual(["Fernanda", "Ricardo"]);
    expect(typeof res.body.gestores[0].id).toBe("number");
  });

  it("gives the answers in question order, stored normalised", async () => {
    const res = await api.get("/solicitacao/externo/detalhe/{id}/perguntas/", {
      path: { id: sent[2].id },
      token: cliente,
    });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    const ordens = res.body.map((r) => r.pergunta.ordem);
    expect(ordens).toEqual([...ordens].sort((a, b) => a - b));
    for (const { pergunta, resposta } of res.body) {
      expect(Object.keys(pergunta).sort()).toEqual([
        "chave",
        "id",
        "obrigatoria",
        "opcoes",
        "ordem",
        "pergunta",
        "tipo_resposta",
      ]);
      const expected = { NUMERO: "3.5", SIM_NAO: "Não", OPCAO: pergunta.opcoes[0], TEXTO: "Texto" };
      expect(resposta).toBe(expected[pergunta.tipo_resposta as keyof typeof expected]);
    }
  });

  it("gives the offer model's stages by ordem", async () => {
    const res = await api.get("/solicitacao/externo/etapas/{id}/", {
      path: { id: sent[0].id },
      token: cliente,
    });
    expect(res.status).toBe(200);
    expect(res.body.map((e) => e.titulo)).toEqual([
      "Diagnóstico financeiro",
      "Estruturação dos controles",
      "Projeção e acompanhamento",
    ]);
    expect(res.body.map((e) => e.ordem)).toEqual([1, 2, 3]);
    expect(Object.keys(res.body[0]).sort()).toEqual(["descricao", "entregavel", "id", "ordem", "titulo"]);
  });

  it("refuses another client's request, unknown ids, bad ids, no session and other groups", async () => {
    const leituras = {
      "detalhe/{id}/": (id: number, token?: string) =>
        api.get("/solicitacao/externo/detalhe/{id}/", { path: { id }, token }),
      "detalhe/{id}/perguntas/": (id: number, token?: string) =>
        api.get("/solicitacao/externo/detalhe/{id}/perguntas/", { path: { id }, token }),
      "etapas/{id}/": (id: number, token?: string) =>
        api.get("/solicitacao/externo/etapas/{id}/", { path: { id }, token }),
    };
    for (const [path, ler] of Object.entries(leituras)) {
      expect((await ler(alheia, cliente)).status).toBe(404);
      expect((await ler(999999, cliente)).status).toBe(404);
      const abc = `/solicitacao/externo/${path.replace("{id}", "abc")}`;
      expect((await api.raw("GET", abc, { token: cliente })).status).toBe(400);
      expect((await ler(0, cliente)).status).toBe(400);
      expect((await ler(sent[0].id)).status).toBe(401);
      const prestador = await api.login("prestador@hub.example");
      expect((await ler(sent[0].id, prestador)).status).toBe(403);
    }
  });
});
