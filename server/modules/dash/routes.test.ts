import { beforeAll, describe, expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";
import { usuarioId } from "@/tests/setup/construtores";
import { AGORA, montarPainel, valoresDe, type Nome } from "./routes.fixture";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
let ids: Record<Nome, number>;
const GRUPOS = [
  "cliente",
  "prestador",
  "consultor",
  "gestor",
  "coordenador",
  "interno",
  "admin",
  "avaliador",
];

beforeAll(async () => {
  api.setNow(AGORA);
  ids = await montarPainel(api);
  for (const quem of GRUPOS) token[quem] = await api.login(`${quem}@hub.example`);
});

const ler = async (path: string, quem: string) => {
  const res = await api.call("GET", path, { token: token[quem] });
  expect(res.status, `${path} (${quem})`).toBe(200);
  return res.body;
};
const painel = (papel: "externo/cliente" | "externo/prestador" | "interno/gestor" | "interno/coordenador") =>
  ler(`/dash/${papel}/`, papel.split("/")[1]);
/** How many rows a list finds: the count its dashboard card must show. */
const contagem = async (path: string, quem: string) => (await ler(path, quem)).count as number;

type Situacao = {
  total: number;
  status: { codigo: string; total: number; substatus: { codigo: string; total: number }[] }[];
};
/** The substatuses with requests in them, and how many. */
const porSubstatus = (s: Situacao) =>
  Object.fromEntries(
    s.status
      .flatMap((st) => st.substatus)
      .filter((x) => x.total)
      .map((x) => [x.codigo, x.total]),
  );

describe("GET /dash/externo/cliente/", () => {
  it("counts only the client's companies' requests, by status and substatus, every state listed", async () => {
    const { solicitacoes } = await painel("externo/cliente");
    expect(solicitacoes.total).toBe(13);
    expect(solicitacoes.status.map((s: { codigo: string }) => s.codigo)).toEqual([
      "EM_ANALISE",
      "EM_COTACAO",
      "EM_CONTRATACAO",
      "EM_EXECUCAO",
      "FINALIZADA",
      "CANCELADA",
    ]);
    expect(solicitacoes.status[4]).toMatchObject({ codigo: "FINALIZADA", total: 0, descricao: "Finalizada" });
    expect(porSubstatus(solicitacoes)).toEqual({
      AGUARDANDO_ANALISE: 1,
      DEVOLVIDA_CLIENTE: 1,
      AGUARDANDO_DIAGNOSTICO: 2,
      AGUARDANDO_PROPOSTAS: 3,
      PROPOSTAS_EM_ANALISE: 1,
      AGUARDANDO_ASSINATURA: 1,
      AGUARDANDO_PAGAMENTO: 1,
      EM_EXECUCAO: 1,
      AGUARDANDO_AVALIACAO: 1,
      CANCELADA: 1,
    });
    // Each status card opens the client's list filtered by it, which finds as many.
    for (const st of solicitacoes.status)
      expect(await contagem(`/solicitacao/externo/?dash_filter=${st.codigo}`, "cliente")).toBe(st.total);
  });

  it("says what waits for the client, each as the list it links to counts it", async () => {
    const { pendencias } = await painel("externo/cliente");
    expect(pendencias).toEqual({
      ajuste: 1,
      proposta: 1,
      assinatura: 1,
      pagamento: 1,
      avaliacao: 1,
      diagnostico: 1,
      entrega: 1,
    });
    const lista: Record<string, string> = {
      ajuste: "/solicitacao/externo/?substatus=DEVOLVIDA_CLIENTE",
      proposta: "/solicitacao/externo/?substatus=PROPOSTAS_EM_ANALISE",
      assinatura: "/solicitacao/externo/?substatus=AGUARDANDO_ASSINATURA",
      pagamento: "/solicitacao/externo/?substatus=AGUARDANDO_PAGAMENTO",
      avaliacao: "/solicitacao/externo/?substatus=AGUARDANDO_AVALIACAO",
      diagnostico: "/diagnostico/externo/?status=ENVIADO",
      entrega: "/projeto/externo/?dash_filter=aprovar",
    };
    for (const [chave, path] of Object.entries(lista))
      expect(await contagem(path, "cliente"), chave).toBe(pendencias[chave]);
  });

  it("sums the contracts of the client's companies by year: gross, subsidy and the client's share", async () => {
    const { valores } = await painel("externo/cliente");
    expect(valores).toEqual([{ ano: 2031, contratos: 2, ...(await valoresDe(api, [ids.a6, ids.a7])) }]);
    expect(valores[0].bruto).toBeGreaterThan(0);
    expect(valores[0].subsidio + valores[0].cliente).toBeCloseTo(valores[0].bruto, 2);
    // The card opens the client's projects: the contracts.
    expect(await contagem("/projeto/externo/", "cliente")).toBe(2);
  });
});

describe("GET /dash/externo/prestador/", () => {
  it("counts the opportunities open to the provider's company now, as its proposals page filters them", async () => {
    const { oportunidades } = await painel("externo/prestador");
    // a11 (not started) and a12 (a draft); a13 is released to Mentora only.
    expect(oportunidades).toEqual({ total: 2, sem_proposta: 1, rascunho: 1 });
    expect(await contagem("/proposta/externo/", "prestador")).toBe(2);
    expect(await contagem("/proposta/externo/?dash_filter=SEM_PROPOSTA", "prestador")).toBe(1);
    expect(await contagem("/proposta/externo/?dash_filter=RASCUNHO", "prestador")).toBe(1);
  });

  it("counts its proposals sent per state (won, lost…), drafts aside", async () => {
    const { propostas } = await painel("externo/prestador");
    expect(propostas.map((p: { codigo: string; total: number }) => [p.codigo, p.total])).toEqual([
      ["ENVIADA", 1],
      ["SELECIONADA", 0],
      ["EM_NEGOCIACAO", 0],
      ["CONTRATADA", 3],
      ["NAO_SELECIONADA", 1],
      ["DESISTENCIA", 0],
    ]);
    expect(propostas[3]).toMatchObject({ descricao: "Contratada", cor: expect.stringMatching(/^#/) });
    for (const p of propostas)
      expect(await contagem(`/proposta/externo/enviadas/?status=${p.codigo}`, "prestador")).toBe(p.total);
  });

  it("counts its projects per tab and the stages it owes, late and due by Sunday", async () => {
    const { entregas } = await painel("externo/prestador");
    // a6 and m1 (another client's) have stages to deliver; a7 waits for its evaluation.
    expect(entregas).toEqual({
      entregar: 2,
      em_execucao: 2,
      encerrados: 1,
      etapas_atrasadas: 1,
      etapas_semana: 1,
    });
    for (const aba of ["entregar", "em_execucao", "encerrados"] as const)
      expect(await contagem(`/projeto/externo/?dash_filter=${aba}`, "prestador")).toBe(entregas[aba]);
  });

  it("counts and sums its invoices per state, each linking to the projects that have one", async () => {
    const { notas } = await painel("externo/prestador");
    expect(notas).toEqual([
      { codigo: "AUTORIZADA", descricao: "Autorizada", cor: expect.any(String), total: 1, valor: 1000 },
      { codigo: "ENVIADA", descricao: "Enviada", cor: expect.any(String), total: 1, valor: 1000 },
      { codigo: "PAGA", descricao: "Paga", cor: expect.any(String), total: 1, valor: 1000 },
    ]);
    expect(await contagem("/projeto/externo/?nota=AUTORIZADA", "prestador")).toBe(1);
    expect(await contagem("/projeto/externo/?nota=PAGA", "prestador")).toBe(1);
    expect(await contagem("/projeto/externo/?nota=PAGA", "cliente")).toBe(1);
  });
});

describe("GET /dash/interno/gestor/", () => {
  it("counts the manager's own requests as the queue filtered by them does", async () => {
    const { fila } = await painel("interno/gestor");
    expect(fila.total).toBe(9);
    expect(porSubstatus(fila)).toEqual({
      AGUARDANDO_ANALISE: 1,
      DEVOLVIDA_CLIENTE: 1,
      AGUARDANDO_DIAGNOSTICO: 1,
      AGUARDANDO_PROPOSTAS: 1,
      PROPOSTAS_EM_ANALISE: 1,
      AGUARDANDO_PAGAMENTO: 1,
      EM_EXECUCAO: 1,
      AGUARDANDO_AVALIACAO: 1,
      CANCELADA: 1,
    });
    const eu = await usuarioId(api.db, "gestor@hub.example");
    const queue = await ler(`/solicitacao/interno/pendentes/?gestor=${eu}`, "gestor");
    expect(queue.count).toBe(fila.total);
    expect(queue.totais.map((t: { total: number }) => t.total)).toEqual(
      fila.status.map((s: { total: number }) => s.total),
    );
  });

  it("measures how long the open requests have been in their status, from the change that brought them in", async () => {
    const { tempo } = await painel("interno/gestor");
    expect(tempo.map(({ descricao: _, cor: _c, ...t }: Record<string, unknown>) => t)).toEqual([
      // a1 since its creation 10 days ago, a2 since 6 (sent back, still in analysis).
      { codigo: "EM_ANALISE", total: 2, mediana_dias: 8, maximo_dias: 10, acima_30: 0 },
      // a9 released 5 days ago, a11 3.
      { codigo: "EM_COTACAO", total: 2, mediana_dias: 4, maximo_dias: 5, acima_30: 0 },
      // a3 since its round closed 10 days ago; a5, without history, since its creation 70 days ago.
      { codigo: "EM_CONTRATACAO", total: 2, mediana_dias: 40, maximo_dias: 70, acima_30: 1 },
      // a6 authorised 20 days ago; a7 30 (finishing its project kept it in execution).
      { codigo: "EM_EXECUCAO", total: 2, mediana_dias: 25, maximo_dias: 30, acima_30: 0 },
    ]);
  });

  it("counts its requests with a deadline this week or missed, as the queue's deadline filter finds them", async () => {
    const { prazos } = await painel("interno/gestor");
    // a11's round closes on Friday, a6's returned stage is due on Friday and its pending one was due on the 10th.
    expect(prazos).toEqual({
      semana: { total: 2, rodada: 1, diagnostico: 0, etapa: 1 },
      atrasado: { total: 1, diagnostico: 0, etapa: 1 },
    });
    const eu = await usuarioId(api.db, "gestor@hub.example");
    for (const prazo of ["semana", "atrasado"] as const)
      expect(await contagem(`/solicitacao/interno/pendentes/?gestor=${eu}&prazo=${prazo}`, "gestor")).toBe(
        prazos[prazo].total,
      );
  });

  it("shows this year's cost centres the manager follows, with their balances", async () => {
    const { centros } = await painel("interno/gestor");
    expect(centros).toEqual([
      {
        id: expect.any(Number),
        codigo: "CC-2031-A",
        descricao: "Centro CC-2031-A",
        saldo: 80000,
        reservado: 15000,
        comprometido: 5000,
        gasto: 0,
      },
    ]);
  });
});

describe("GET /dash/interno/coordenador/", () => {
  it("counts every request, per service unit and per manager (open ones, per status)", async () => {
    const { fila, unidades, gestores } = await painel("interno/coordenador");
    expect(fila.total).toBe(15);
    expect(await contagem("/solicitacao/interno/pendentes/", "coordenador")).toBe(15);
    const resumo = (g: { nome: string; total: number; status: { codigo: string; total: number }[] }) => [
      g.nome,
      g.total,
      Object.fromEntries(g.status.map((s) => [s.codigo, s.total])),
    ];
    expect(unidades.map(resumo)).toEqual([
      ["Unidade Curitiba", 1, { EM_CONTRATACAO: 1 }],
      ["Unidade Florianópolis", 12, { EM_ANALISE: 2, EM_COTACAO: 5, EM_CONTRATACAO: 3, EM_EXECUCAO: 2 }],
      ["Unidade Norte Catarinense", 1, { EM_EXECUCAO: 1 }],
    ]);
    expect(gestores.map(resumo)).toEqual([
      ["Gustavo Schneider", 6, { EM_COTACAO: 3, EM_CONTRATACAO: 2, EM_EXECUCAO: 1 }],
      ["Ricardo Bittencourt", 8, { EM_ANALISE: 2, EM_COTACAO: 2, EM_CONTRATACAO: 2, EM_EXECUCAO: 2 }],
    ]);
    // Each segment opens the queue filtered by its unit or manager and status, which finds as many.
    const [floripa] = unidades.filter((u: { nome: string }) => u.nome === "Unidade Florianópolis");
    expect(
      await contagem(
        `/solicitacao/interno/pendentes/?unidade=${floripa.id}&status=EM_COTACAO`,
        "coordenador",
      ),
    ).toBe(5);
    const [gustavo] = gestores;
    expect(
      await contagem(`/solicitacao/interno/pendentes/?gestor=${gustavo.id}&status=EM_COTACAO`, "coordenador"),
    ).toBe(3);
  });

  it("shows where the last year's requests are now and the median days per stage of the stays ended in 90 days", async () => {
    const { conversao, etapas } = await painel("interno/coordenador");
    expect(conversao.desde).toBe("2030-03-12");
    expect(conversao.total).toBe(15);
    expect(
      Object.fromEntries(conversao.status.map((s: { codigo: string; total: number }) => [s.codigo, s.total])),
    ).toEqual({
      EM_ANALISE: 2,
      EM_COTACAO: 5,
      EM_CONTRATACAO: 4,
      EM_EXECUCAO: 3,
      FINALIZADA: 0,
      CANCELADA: 1,
    });
    expect(
      await contagem(
        `/solicitacao/interno/pendentes/?min_date=${conversao.desde}&status=EM_EXECUCAO`,
        "coordenador",
      ),
    ).toBe(3);
    expect(etapas.map(({ descricao: _, cor: _c, ...e }: Record<string, unknown>) => e)).toEqual([
      // 1, 1, 1, 1, 2, 2, 4, 8 and 15 days: sent back (a2) is no change of status.
      { codigo: "EM_ANALISE", total: 9, mediana_dias: 2, p90_dias: 9.4 },
      { codigo: "EM_COTACAO", total: 3, mediana_dias: 18, p90_dias: 19.6 },
      { codigo: "EM_CONTRATACAO", total: 3, mediana_dias: 29, p90_dias: 37.8 },
    ]);
  });

  it("counts every deadline this week or missed, and every cost centre of the year, the most used first", async () => {
    const { prazos, centros } = await painel("interno/coordenador");
    // a13's round (Mentora's) adds to the manager's; a10's diagnostic was due yesterday.
    expect(prazos).toEqual({
      semana: { total: 3, rodada: 2, diagnostico: 0, etapa: 1 },
      atrasado: { total: 2, diagnostico: 1, etapa: 1 },
    });
    expect(await contagem("/solicitacao/interno/pendentes/?prazo=atrasado", "coordenador")).toBe(2);
    expect(centros.map((c: { codigo: string; reservado: number }) => [c.codigo, c.reservado])).toEqual([
      ["CC-2031-B", 40000],
      ["CC-2031-A", 15000],
    ]);
  });
});

describe("dashboards' permissions and input", () => {
  const DONO: Record<string, string> = {
    "/dash/externo/cliente/": "cliente",
    "/dash/externo/prestador/": "prestador",
    "/dash/interno/gestor/": "gestor",
    "/dash/interno/coordenador/": "coordenador",
  };

  it("answers 401 without a session and 403 to every group but the dashboard's own", async () => {
    for (const [path, dono] of Object.entries(DONO)) {
      expect((await api.call("GET", path)).status).toBe(401);
      for (const quem of GRUPOS.filter((g) => g !== dono)) {
        const res = await api.call("GET", path, { token: token[quem] });
        expect(res.status, `${path} (${quem})`).toBe(403);
      }
    }
  });

  it("refuses query parameters, naming them", async () => {
    for (const [path, dono] of Object.entries(DONO)) {
      const res = await api.call("GET", `${path}?ano=2031`, { token: token[dono] });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(["ano"]);
    }
  });

  it("stops counting an opportunity once its deadline passed", async () => {
    // a12's round closes on the 25th at 17:00 in São Paulo; the day after, only a11's (closed too) remain.
    api.setNow(new Date("2031-03-26T12:00:00Z"));
    try {
      const res = await api.call("GET", "/dash/externo/prestador/", {
        token: await api.login("prestador@hub.example"),
      });
      expect(res.body.oportunidades).toEqual({ total: 0, sem_proposta: 0, rascunho: 0 });
    } finally {
      api.setNow(AGORA);
    }
  });
});
