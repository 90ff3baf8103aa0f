import { describe, expect, it } from "vitest";
import type { Answer, Query } from "@/tests/setup/cliente-api";
import { porSubstatus, usarPainelDeTeste, valoresDe } from "./routes.fixture";

// The parties' dashboards over the fixture's world: exact figures, each as the list it links to counts it.
const { api, token, ids, painel, contagem } = usarPainelDeTeste();

describe("GET /dash/externo/cliente/", () => {
  it("counts only the client's companies' requests, by status and substatus, every state listed", async () => {
    const { solicitacoes } = await painel.cliente();
    expect(solicitacoes.total).toBe(13);
    expect(solicitacoes.status.map((s) => s.codigo)).toEqual([
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
      expect(
        await contagem(
          api.get("/solicitacao/externo/", { query: { dash_filter: st.codigo }, token: token.cliente }),
        ),
      ).toBe(st.total);
  });

  it("says what waits for the client, each as the list it links to counts it", async () => {
    const { pendencias } = await painel.cliente();
    expect(pendencias).toEqual({
      ajuste: 1,
      proposta: 1,
      assinatura: 1,
      pagamento: 1,
      avaliacao: 1,
      diagnostico: 1,
      entrega: 1,
    });
    const solicitacoes = (substatus: Query<"get", "/solicitacao/externo/">["substatus"]) =>
      api.get("/solicitacao/externo/", { query: { substatus }, token: token.cliente });
    const lista: Record<keyof typeof pendencias, () => Promise<Answer<{ count: number }>>> = {
      ajuste: () => solicitacoes("DEVOLVIDA_CLIENTE"),
      proposta: () => solicitacoes("PROPOSTAS_EM_ANALISE"),
      assinatura: () => solicitacoes("AGUARDANDO_ASSINATURA"),
      pagamento: () => solicitacoes("AGUARDANDO_PAGAMENTO"),
      avaliacao: () => solicitacoes("AGUARDANDO_AVALIACAO"),
      diagnostico: () =>
        api.get("/diagnostico/externo/", { query: { status: "ENVIADO" }, token: token.cliente }),
      entrega: () =>
        api.get("/projeto/externo/", { query: { dash_filter: "aprovar" }, token: token.cliente }),
    };
    for (const [chave, ler] of Object.entries(lista))
      expect(await contagem(ler()), chave).toBe(pendencias[chave as keyof typeof pendencias]);
  });

  it("sums the contracts of the client's companies by year: gross, subsidy and the client's share", async () => {
    const { valores } = await painel.cliente();
    expect(valores).toEqual([{ ano: 2031, contratos: 2, ...(await valoresDe(api, [ids.a6, ids.a7])) }]);
    expect(valores[0].bruto).toBeGreaterThan(0);
    expect(valores[0].subsidio + valores[0].cliente).toBeCloseTo(valores[0].bruto, 2);
    // The card opens the client's projects: the contracts.
    expect(await contagem(api.get("/projeto/externo/", { token: token.cliente }))).toBe(2);
  });
});

describe("GET /dash/externo/prestador/", () => {
  it("counts the opportunities open to the provider's company now, as its proposals page filters them", async () => {
    const { oportunidades } = await painel.prestador();
    // a11 (not started) and a12 (a draft); a13 is released to Mentora only.
    expect(oportunidades).toEqual({ total: 2, sem_proposta: 1, rascunho: 1 });
    expect(await contagem(api.get("/proposta/externo/", { token: token.prestador }))).toBe(2);
    expect(
      await contagem(
        api.get("/proposta/externo/", { query: { dash_filter: "SEM_PROPOSTA" }, token: token.prestador }),
      ),
    ).toBe(1);
    expect(
      await contagem(
        api.get("/proposta/externo/", { query: { dash_filter: "RASCUNHO" }, token: token.prestador }),
      ),
    ).toBe(1);
  });

  it("counts its proposals sent per state (won, lost…), drafts aside", async () => {
    const { propostas } = await painel.prestador();
    expect(propostas.map((p) => [p.codigo, p.total])).toEqual([
      ["ENVIADA", 1],
      ["SELECIONADA", 0],
      ["EM_NEGOCIACAO", 0],
      ["CONTRATADA", 3],
      ["NAO_SELECIONADA", 1],
      ["DESISTENCIA", 0],
    ]);
    expect(propostas[3]).toMatchObject({ descricao: "Contratada", cor: expect.stringMatching(/^#/) });
    // The dashboard's contract gives a state's code as text, the list's filter as one of the codes.
    type Status = Query<"get", "/proposta/externo/enviadas/">["status"];
    for (const p of propostas)
      expect(
        await contagem(
          api.get("/proposta/externo/enviadas/", {
            query: { status: p.codigo as Status },
            token: token.prestador,
          }),
        ),
      ).toBe(p.total);
  });

  it("counts its projects per tab and the stages it owes, late and due by Sunday", async () => {
    const { entregas } = await painel.prestador();
    // a6 and m1 (another client's) have stages to deliver; a7 waits for its evaluation.
    expect(entregas).toEqual({
      total: 3,
      entregar: 2,
      encerrados: 1,
      etapas_atrasadas: 1,
      etapas_semana: 1,
    });
    expect(await contagem(api.get("/projeto/externo/", { token: token.prestador }))).toBe(entregas.total);
    for (const aba of ["entregar", "encerrados"] as const)
      expect(
        await contagem(api.get("/projeto/externo/", { query: { dash_filter: aba }, token: token.prestador })),
      ).toBe(entregas[aba]);
  });

  it("counts and sums its invoices per state, each linking to the projects that have one", async () => {
    const { notas } = await painel.prestador();
    expect(notas).toEqual([
      { codigo: "AUTORIZADA", descricao: "Autorizada", cor: expect.any(String), total: 1, valor: 1000 },
      { codigo: "ENVIADA", descricao: "Enviada", cor: expect.any(String), total: 1, valor: 1000 },
      { codigo: "PAGA", descricao: "Paga", cor: expect.any(String), total: 1, valor: 1000 },
    ]);
    expect(
      await contagem(api.get("/projeto/externo/", { query: { nota: "AUTORIZADA" }, token: token.prestador })),
    ).toBe(1);
    expect(
      await contagem(api.get("/projeto/externo/", { query: { nota: "PAGA" }, token: token.prestador })),
    ).toBe(1);
    expect(
      await contagem(api.get("/projeto/externo/", { query: { nota: "PAGA" }, token: token.cliente })),
    ).toBe(1);
  });
});
