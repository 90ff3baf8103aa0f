import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { unidadeAtendimento } from "@/server/db/schema";
import { sucesso, type Answer, type Query } from "@/tests/setup/cliente-api";
import { DESDE, consultaFixture, type ConsultaFixture } from "./routes.fixture";

type Demanda = {
  total: number;
  minhas: number;
  status: { codigo: string; total: number; substatus: { codigo: string; total: number }[] }[];
};
const antes: Record<string, Demanda> = {};
let { api, ctx, s, r3, token } = {} as ConsultaFixture;

type Filtros = Query<"get", "/solicitacao/interno/pendentes/">;
// The queue's requests by fixture name; DESDE keeps the demo requests out unless min_date is given.
const fila = async (query: Filtros = {}, quem = "gestor") =>
  (
    await sucesso(
      api.get("/solicitacao/interno/pendentes/", {
        query: { min_date: DESDE, ...query },
        token: token[quem],
      }),
    )
  ).results.map((r) => (Object.entries(s).find(([, v]) => v.id === r.id) ?? ["?"])[0]);

beforeAll(async () => {
  // Counts before our requests exist, so the demand test does not depend on the demo requests.
  ({ api, ctx, s, r3, token } = await consultaFixture(async (api, token) => {
    for (const quem of ["gestor", "consultor"])
      antes[quem] = await sucesso(api.get("/solicitacao/interno/demanda/", { token: token[quem] }));
  }));
});

afterAll(async () => {
  await api?.close();
});

describe("GET /solicitacao/interno/pendentes/", () => {
  it("lists every request newest first, with the staff fields", async () => {
    expect(await fila({})).toEqual(["r5", "r4", "r3", "r2", "r1"]);
    const page = await sucesso(
      api.get("/solicitacao/interno/pendentes/", {
        query: { min_date: DESDE, search: s.r3.nrosolicitacao },
        token: token.gestor,
      }),
    );
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toEqual({
      id: s.r3.id,
      nrosolicitacao: s.r3.nrosolicitacao,
      tipo: "EXTERNA",
      empresa: {
        id: ctx.empresas["Sítio Zanella"].id,
        nomefantasia: "Sítio Zanella",
        razaosocial: "José Carlos Zanella",
        cnpj_mask: null,
        cpf_mask: "***.054.250-**",
        cidade: { id: expect.any(Number), nome: "Concórdia" },
        estado: { sigla: "SC" },
      },
      empresa_label: "Sítio Zanella",
      empresas: [{ id: ctx.empresas["Sítio Zanella"].id, nomefantasia: "Sítio Zanella" }],
      count_empresas: 1,
      modelooferta: {
        id: ctx.ofertas["Gestão de Custos da Propriedade Rural"].id,
        titulo: "Gestão de Custos da Propriedade Rural",
        imagem: expect.toBeOneOf([expect.any(String), null]),
        servico: {
          id: ctx.ofertas["Gestão de Custos da Propriedade Rural"].servicoId,
          titulo: expect.any(String),
          exige_diagnostico: expect.any(Boolean),
        },
      },
      substatus: {
        id: expect.any(Number),
        codigo: "AGUARDANDO_PROPOSTAS",
        descricao: "Aguardando propostas",
        cor: "#fa8c16",
        status: { id: expect.any(Number), codigo: "EM_COTACAO", descricao: "Em cotação", cor: "#fa8c16" },
      },
      valor: expect.any(Number),
      objetivo: "Objetivo de Gestão de Custos da Propriedade Rural.",
      dtainclusao: "2031-03-05T12:00:00.000Z",
      gestor: { nome: "Gustavo", sobrenome: "Schneider" },
      gestores: [
        { id: ctx.users["gustavo.schneider"], nome: "Gustavo", sobrenome: "Schneider" },
        { id: ctx.users.gestor, nome: "Ricardo", sobrenome: "Bittencourt" },
      ],
      consultor: null,
      centrocusto: {
        id: r3.cc["CC-2026-001"],
        codigo: "CC-2026-001",
        descricao: "Consultorias em gestão para pequenos negócios de Santa Catarina",
        saldo: 184500,
        acao: { codigo: "4.1.02" },
        projeto: "Brasil Mais Gestão SC 2026",
      },
      prestador: { id: r3.vertice, nomefantasia: "Vértice Consultoria" },
      dtaprazoenvioproposta: "2031-03-20T02:59:59.000Z",
      escolha_direta: true,
      solicitacao_pai: null,
    });
    const [r2] = (
      await sucesso(
        api.get("/solicitacao/interno/pendentes/", {
          query: { min_date: DESDE, tipo: "INTERNA" },
          token: token.gestor,
        }),
      )
    ).results;
    expect(r2).toMatchObject({ empresa: null, empresa_label: "Várias empresas", count_empresas: 2 });
    const [r5] = (
      await sucesso(
        api.get("/solicitacao/interno/pendentes/", {
          query: { min_date: DESDE, page_size: 1 },
          token: token.gestor,
        }),
      )
    ).results;
    expect(r5).toMatchObject({
      solicitacao_pai: s.r1,
      consultor: { id: ctx.users.consultor, nome: "Camila", sobrenome: "Teixeira" },
    });
  });

  it("searches number, offer, company name and CNPJ", async () => {
    const busca = (t: string) => fila({ search: t });
    expect(await busca(s.r1.nrosolicitacao)).toEqual(["r1"]);
    expect(await busca("custos da propriedade")).toEqual(["r3"]);
    expect(await busca("nexo")).toEqual(["r2"]);
    const cnpj = ctx.empresas["Nexo Software"].cnpj!;
    expect(
      await busca(`${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}`),
    ).toEqual(["r2"]);
    expect(await busca("inexistente")).toEqual([]);
  });

  it("filters by status, substatus, service, company, manager, consultant and type", async () => {
    expect(await fila({ status: "EM_ANALISE" })).toEqual(["r2", "r1"]);
    expect(await fila({ status: "EM_COTACAO" })).toEqual(["r3"]);
    expect(await fila({ substatus: "DEVOLVIDA_CLIENTE" })).toEqual(["r2"]);
    expect(await fila({ servico: ctx.ofertas["Gestão de Custos da Propriedade Rural"].servicoId })).toEqual([
      "r3",
    ]);
    expect(await fila({ empresa: ctx.empresas["Sabor da Ilha"].id })).toEqual(["r5", "r4", "r2", "r1"]);
    expect(await fila({ gestor: ctx.users["gustavo.schneider"] })).toEqual(["r3"]);
    expect(await fila({ consultor: ctx.users.consultor })).toEqual(["r5", "r1"]);
    expect(await fila({ tipo: "INTERNA" })).toEqual(["r2"]);
    expect(await fila({ tipo: "EXTERNA", status: "EM_ANALISE" })).toEqual(["r1"]);
  });

  it("filters by service unit and by deadline: due by Sunday, or missed", async () => {
    const [oeste] = await api.db
      .select({ id: unidadeAtendimento.id })
      .from(unidadeAtendimento)
      .where(eq(unidadeAtendimento.descricao, "Unidade Oeste Catarinense"));
    expect(await fila({ unidade: oeste.id })).toEqual(["r3"]);
    // Saturday the 8th: r3's diagnostic, due on the 15th, is next week's.
    expect(await fila({ prazo: "semana" })).toEqual([]);
    const agora = new Date("2031-03-08T12:00:00Z");
    try {
      for (const [dia, prazo] of [
        ["2031-03-12T12:00:00Z", "semana"],
        ["2031-03-16T12:00:00Z", "atrasado"],
      ] as const) {
        api.setNow(new Date(dia));
        const res = await api.get("/solicitacao/interno/pendentes/", {
          query: { min_date: DESDE, prazo },
          token: await api.login("gestor@hub.example"),
        });
        expect(res.body.results.map((r) => r.id)).toEqual([s.r3.id]);
      }
    } finally {
      api.setNow(agora);
    }
  });

  it("filters by the São Paulo day of inclusion", async () => {
    // r2 was sent at 02:30 UTC on 02/03, still 01/03 in São Paulo.
    expect(await fila({ max_date: "2031-03-01" })).toEqual(["r2", "r1"]);
    expect(await fila({ min_date: "2031-03-02", max_date: "2031-03-05" })).toEqual(["r3"]);
    expect(await fila({ min_date: "2031-03-07", max_date: "2031-03-07" })).toEqual(["r5"]);
  });

  it("totals every status over the filters but status and substatus", async () => {
    const totais = async (query: Filtros) =>
      Object.fromEntries(
        (
          await sucesso(
            api.get("/solicitacao/interno/pendentes/", {
              query: { min_date: DESDE, ...query },
              token: token.gestor,
            }),
          )
        ).totais.map((t) => [t.codigo, t.total]),
      );
    const todas = {
      EM_ANALISE: 2,
      EM_COTACAO: 1,
      EM_CONTRATACAO: 0,
      EM_EXECUCAO: 1,
      FINALIZADA: 0,
      CANCELADA: 1,
    };
    expect(await totais({})).toEqual(todas);
    expect(await totais({ status: "EM_ANALISE", substatus: "AGUARDANDO_ANALISE" })).toEqual(todas);
    expect(await totais({ search: "nexo" })).toEqual({
      ...todas,
      EM_ANALISE: 1,
      EM_COTACAO: 0,
      EM_EXECUCAO: 0,
      CANCELADA: 0,
    });
    const page = await sucesso(
      api.get("/solicitacao/interno/pendentes/", {
        query: { min_date: DESDE, status: "EM_ANALISE" },
        token: token.gestor,
      }),
    );
    expect(page.count).toBe(2);
    expect(page.totais.map((t) => t.codigo)).toEqual(Object.keys(todas));
    expect(page.totais[0]).toEqual({
      codigo: "EM_ANALISE",
      descricao: "Em análise",
      cor: "#1677ff",
      total: 2,
    });
  });

  it("paginates", async () => {
    const base = `/solicitacao/interno/pendentes/?min_date=${DESDE}&page_size=2`;
    const pagina = (page?: number) =>
      sucesso(
        api.get("/solicitacao/interno/pendentes/", {
          query: { min_date: DESDE, page_size: 2, page },
          token: token.gestor,
        }),
      );
    const first = await pagina();
    expect(first).toMatchObject({ count: 5, previous: null, next: `/api/hub${base}&page=2` });
    expect(first.results.map((r) => r.id)).toEqual([s.r5.id, s.r4.id]);
    const last = await pagina(3);
    expect(last).toMatchObject({ count: 5, next: null, previous: `/api/hub${base}&page=2` });
    expect(last.results.map((r) => r.id)).toEqual([s.r1.id]);
  });

  it("shows a consultant only their requests and those of their unit's cities", async () => {
    expect(await fila({}, "consultor")).toEqual(["r5", "r3", "r1"]);
    const page = await sucesso(
      api.get("/solicitacao/interno/pendentes/", { query: { min_date: DESDE }, token: token.consultor }),
    );
    expect(page.totais.map((t) => t.total)).toEqual([1, 1, 0, 1, 0, 0]);
    expect(await fila({ search: "nexo" }, "consultor")).toEqual([]);
  });

  it("refuses unknown or malformed parameters, naming each field", async () => {
    const res = await api.raw(
      "GET",
      `/solicitacao/interno/pendentes/?status=em&substatus=XYZ&tipo=OUTRO&min_date=2031-02-30&servico=abc&page_size=1000&foo=1&unidade=0&prazo=hoje`,
      { token: token.gestor },
    );
    expect(res.status).toBe(400);
    expect(res.error.detail).toBe("Dados inválidos.");
    expect(Object.keys(res.error.errors!).sort()).toEqual(
      ["foo", "min_date", "page_size", "prazo", "servico", "status", "substatus", "tipo", "unidade"].sort(),
    );
    expect(res.error.errors?.prazo).toEqual(["Use semana ou atrasado."]);
    const mes = await api.get("/solicitacao/interno/pendentes/", {
      query: { min_date: "2031-13-01" },
      token: token.gestor,
    });
    expect(mes.error.errors).toEqual({ min_date: ["Data inexistente."] });
    const datas = await api.get("/solicitacao/interno/pendentes/", {
      query: { min_date: "2031-03-05", max_date: "2031-03-01" },
      token: token.gestor,
    });
    expect(datas.status).toBe(400);
    expect(datas.error.errors).toEqual({ max_date: ["A data final deve ser igual ou posterior à inicial."] });
  });
});

describe("GET /solicitacao/interno/demanda/", () => {
  const delta = (agora: Demanda, quem: string) => ({
    total: agora.total - antes[quem].total,
    minhas: agora.minhas - antes[quem].minhas,
    substatus: Object.fromEntries(
      agora.status
        .flatMap((st, i) =>
          st.substatus.map((sub, j) => [sub.codigo, sub.total - antes[quem].status[i].substatus[j].total]),
        )
        .filter(([, n]) => n !== 0),
    ),
  });

  it("counts the requests per status and substatus, and the manager's own open ones", async () => {
    const agora: Demanda = await sucesso(api.get("/solicitacao/interno/demanda/", { token: token.gestor }));
    expect(agora.status.map((st) => st.codigo)).toEqual([
      "EM_ANALISE",
      "EM_COTACAO",
      "EM_CONTRATACAO",
      "EM_EXECUCAO",
      "FINALIZADA",
      "CANCELADA",
    ]);
    expect(agora.status[2].substatus).toHaveLength(6);
    expect(agora.status[0]).toMatchObject({ descricao: "Em análise", cor: "#1677ff" });
    for (const st of agora.status) expect(st.total).toBe(st.substatus.reduce((a, b) => a + b.total, 0));
    // Ricardo manages the units of all five; r4 is cancelled.
    expect(delta(agora, "gestor")).toEqual({
      total: 5,
      minhas: 4,
      substatus: {
        AGUARDANDO_ANALISE: 1,
        DEVOLVIDA_CLIENTE: 1,
        AGUARDANDO_PROPOSTAS: 1,
        EM_EXECUCAO: 1,
        CANCELADA: 1,
      },
    });
  });

  it("counts for a consultant only what they reach; theirs are those linked to them", async () => {
    expect(
      delta(await sucesso(api.get("/solicitacao/interno/demanda/", { token: token.consultor })), "consultor"),
    ).toEqual({
      total: 3,
      minhas: 2,
      substatus: { AGUARDANDO_ANALISE: 1, AGUARDANDO_PROPOSTAS: 1, EM_EXECUCAO: 1 },
    });
  });

  it("takes no parameters", async () => {
    const res = await api.raw("GET", `/solicitacao/interno/demanda/?x=1`, { token: token.gestor });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error.errors!)).toEqual(["x"]);
  });
});

describe("access", () => {
  // Each route on one request (`id`) or, for the sub-request detail, one sub-request (`filho`): its address,
  // and its read as the holder of `token`.
  const rotas = (id: number, filho: number): [string, (token?: string) => Promise<Answer<unknown>>][] => [
    [
      `/solicitacao/interno/detalhe/${id}/`,
      (token) => api.get("/solicitacao/interno/detalhe/{id}/", { path: { id }, token }),
    ],
    [
      `/solicitacao/interno/detalhe/${id}/perguntas/`,
      (token) => api.get("/solicitacao/interno/detalhe/{id}/perguntas/", { path: { id }, token }),
    ],
    [
      `/solicitacao/interno/detalhe/${id}/assinaturas/`,
      (token) => api.get("/solicitacao/interno/detalhe/{id}/assinaturas/", { path: { id }, token }),
    ],
    [
      `/solicitacao/interno/gestores/list/${id}/`,
      (token) => api.get("/solicitacao/interno/gestores/list/{id}/", { path: { id }, token }),
    ],
    [
      `/solicitacao/interno/${id}/responsaveis/`,
      (token) => api.get("/solicitacao/interno/{id}/responsaveis/", { path: { id }, token }),
    ],
    [
      `/solicitacao/interno/${id}/subsolicitacao/`,
      (token) => api.get("/solicitacao/interno/{id}/subsolicitacao/", { path: { id }, token }),
    ],
    [
      `/solicitacao/interno/subsolicitacao/detalhe/${filho}/`,
      (token) => api.get("/solicitacao/interno/subsolicitacao/detalhe/{id}/", { path: { id: filho }, token }),
    ],
  ];

  it("is for staff: 401 without a session, 403 for clients and providers", async () => {
    for (const [rota, ler] of [
      ...rotas(s.r1.id, s.r4.id),
      [
        "/solicitacao/interno/pendentes/",
        (token?: string) => api.get("/solicitacao/interno/pendentes/", { token }),
      ],
      [
        "/solicitacao/interno/demanda/",
        (token?: string) => api.get("/solicitacao/interno/demanda/", { token }),
      ],
    ] as const) {
      expect((await ler()).status, rota).toBe(401);
      for (const quem of ["cliente", "prestador"]) expect((await ler(token[quem])).status, rota).toBe(403);
      for (const quem of ["gestor", "coordenador", "interno"])
        expect((await ler(token[quem])).status, `${quem} ${rota}`).toBe(200);
    }
  });

  it("answers 404 for unknown ids, 400 for malformed ones or unknown parameters", async () => {
    for (const [rota, ler] of rotas(999999, 999999)) {
      const res = await ler(token.gestor);
      expect(res.status, rota).toBe(404);
      expect(res.error.detail).toMatch(/^(Sub)?[Ss]olicitação não encontrada\.$/);
    }
    for (const rota of rotas(0, 0).map(([r]) => r.replace("/0/", "/abc/"))) {
      const res = await api.raw("GET", rota, { token: token.gestor });
      expect(res.status, rota).toBe(400);
      expect(Object.keys(res.error.errors!)).toEqual(["id"]);
    }
    // Past the database's integer ids: refused as input, not left to fail in the query (500).
    for (const [rota, ler] of rotas(3_000_000_000, 3_000_000_000)) {
      const res = await ler(token.gestor);
      expect(res.status, rota).toBe(400);
      expect(res.error.errors).toEqual({ id: ["Informe um identificador válido."] });
    }
    for (const [rota] of rotas(s.r1.id, s.r4.id)) {
      const res = await api.raw("GET", `${rota}?x=1`, { token: token.gestor });
      expect(res.status, rota).toBe(400);
      expect(Object.keys(res.error.errors!)).toEqual(["x"]);
    }
    expect(
      (
        await api.get("/solicitacao/interno/subsolicitacao/detalhe/{id}/", {
          path: { id: s.r1.id },
          token: token.gestor,
        })
      ).error,
    ).toEqual({
      detail: "Subsolicitação não encontrada.",
    });
  });

  it("lets a consultant reach only their requests and those of their unit's cities", async () => {
    // r1 and r5 are linked to Camila; r3's company is in her unit; r2 and r4 are neither.
    for (const [rota, ler] of [...rotas(s.r1.id, s.r5.id), ...rotas(s.r3.id, s.r5.id)])
      expect((await ler(token.consultor)).status, rota).toBe(200);
    for (const [rota, ler] of rotas(s.r2.id, s.r4.id)) {
      const res = await ler(token.consultor);
      expect(res.status, rota).toBe(404);
    }
  });
});
