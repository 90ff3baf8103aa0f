import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { solicitacao } from "@/server/db/schema";
import type { SubstatusSolicitacao } from "@/lib/regras/solicitacao";
import { sucesso } from "@/tests/setup/cliente-api";
import { usuarioId } from "@/tests/setup/construtores";
import { porSubstatus, usarPainelDeTeste } from "./routes.fixture";

// The staff dashboards over the fixture's world: exact figures, each as the queue it links to counts it.
const { api, token, painel, contagem, ids } = usarPainelDeTeste();

describe("GET /dash/interno/gestor/", () => {
  it("counts the manager's own requests as the queue filtered by them does", async () => {
    const { fila } = await painel.gestor();
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
    const queue = await sucesso(
      api.get("/solicitacao/interno/pendentes/", { query: { gestor: eu }, token: token.gestor }),
    );
    expect(queue.count).toBe(fila.total);
    expect(queue.totais.map((t) => t.total)).toEqual(fila.status.map((s) => s.total));
  });

  it("counts what waits for the manager as the lists its lines open count it", async () => {
    const { pendencias } = await painel.gestor();
    const eu = await usuarioId(api.db, "gestor@hub.example");
    const naFila = (substatus: SubstatusSolicitacao) =>
      contagem(
        api.get("/solicitacao/interno/pendentes/", { query: { gestor: eu, substatus }, token: token.gestor }),
      );
    expect(pendencias.novas).toBe(1);
    expect(pendencias.novas).toBe(await naFila("AGUARDANDO_ANALISE"));
    expect(pendencias.analise_final).toBe(await naFila("ANALISE_FINAL_GESTOR"));
    expect(pendencias.autorizacao).toBe(await naFila("AGUARDANDO_AUTORIZACAO"));
    expect(pendencias.assinaturas).toBe(
      await contagem(api.get("/solicitacao/interno/assinaturas/", { token: token.gestor })),
    );
    expect(pendencias.notas).toBe(
      await contagem(api.get("/projeto/consultor/", { query: { a_autorizar: "true" }, token: token.gestor })),
    );
  });

  it("counts the requests the client evaluated, for the manager to finish, as the queue filtered by them does", async () => {
    const eu = await usuarioId(api.db, "gestor@hub.example");
    const naFila = (avaliada: "true" | "false") =>
      contagem(
        api.get("/solicitacao/interno/pendentes/", {
          query: { gestor: eu, substatus: "AGUARDANDO_AVALIACAO", avaliada },
          token: token.gestor,
        }),
      );
    expect((await painel.gestor()).pendencias.finalizar).toBe(0);
    expect(await naFila("false")).toBe(1);
    // a7 waits for its evaluation; once the client evaluates it, staff are to finish it.
    const avaliar = (dtaavaliacao: Date | null) =>
      api.db.update(solicitacao).set({ dtaavaliacao }).where(eq(solicitacao.id, ids.a7));
    await avaliar(new Date("2031-03-11T15:00:00Z"));
    try {
      expect((await painel.gestor()).pendencias.finalizar).toBe(1);
      expect(await naFila("true")).toBe(1);
      expect(await naFila("false")).toBe(0);
    } finally {
      await avaliar(null);
    }
  });

  it("measures how long the open requests have been in their status, from the change that brought them in", async () => {
    const { tempo } = await painel.gestor();
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
    const { prazos } = await painel.gestor();
    // a11's round closes on Friday, a6's returned stage is due on Friday and its pending one was due on the 10th.
    expect(prazos).toEqual({
      semana: { total: 2, rodada: 1, diagnostico: 0, etapa: 1 },
      atrasado: { total: 1, diagnostico: 0, etapa: 1 },
    });
    const eu = await usuarioId(api.db, "gestor@hub.example");
    for (const prazo of ["semana", "atrasado"] as const)
      expect(
        await contagem(
          api.get("/solicitacao/interno/pendentes/", { query: { gestor: eu, prazo }, token: token.gestor }),
        ),
      ).toBe(prazos[prazo].total);
  });

  it("shows this year's cost centres the manager follows, with their balances", async () => {
    const { centros } = await painel.gestor();
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
    const { fila, unidades, gestores } = await painel.coordenador();
    expect(fila.total).toBe(15);
    expect(await contagem(api.get("/solicitacao/interno/pendentes/", { token: token.coordenador }))).toBe(15);
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
    const [floripa] = unidades.filter((u) => u.nome === "Unidade Florianópolis");
    expect(
      await contagem(
        api.get("/solicitacao/interno/pendentes/", {
          query: { unidade: floripa.id, status: "EM_COTACAO" },
          token: token.coordenador,
        }),
      ),
    ).toBe(5);
    const [gustavo] = gestores;
    expect(
      await contagem(
        api.get("/solicitacao/interno/pendentes/", {
          query: { gestor: gustavo.id, status: "EM_COTACAO" },
          token: token.coordenador,
        }),
      ),
    ).toBe(3);
  });

  it("shows where the last year's requests are now and the median days per stage of the stays ended in 90 days", async () => {
    const { conversao, etapas } = await painel.coordenador();
    expect(conversao.desde).toBe("2030-03-12");
    expect(conversao.total).toBe(15);
    expect(Object.fromEntries(conversao.status.map((s) => [s.codigo, s.total]))).toEqual({
      EM_ANALISE: 2,
      EM_COTACAO: 5,
      EM_CONTRATACAO: 4,
      EM_EXECUCAO: 3,
      FINALIZADA: 0,
      CANCELADA: 1,
    });
    expect(
      await contagem(
        api.get("/solicitacao/interno/pendentes/", {
          query: { min_date: conversao.desde, status: "EM_EXECUCAO" },
          token: token.coordenador,
        }),
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
    const { prazos, centros } = await painel.coordenador();
    // a13's round (Mentora's) adds to the manager's; a10's diagnostic was due yesterday.
    expect(prazos).toEqual({
      semana: { total: 3, rodada: 2, diagnostico: 0, etapa: 1 },
      atrasado: { total: 2, diagnostico: 1, etapa: 1 },
    });
    expect(
      await contagem(
        api.get("/solicitacao/interno/pendentes/", {
          query: { prazo: "atrasado" },
          token: token.coordenador,
        }),
      ),
    ).toBe(2);
    expect(centros.map((c) => [c.codigo, c.reservado])).toEqual([
      ["CC-2031-B", 40000],
      ["CC-2031-A", 15000],
    ]);
  });
});
