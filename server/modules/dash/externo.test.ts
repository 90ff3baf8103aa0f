import { describe, expect, it } from "vitest";
import { porSubstatus, usarPainelDeTeste, valoresDe } from "./routes.fixture";

// The parties' dashboards over the fixture's world: exact figures, each as the list it links to counts it.
const { api, ids, painel, contagem } = usarPainelDeTeste();

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
      total: 3,
      entregar: 2,
      encerrados: 1,
      etapas_atrasadas: 1,
      etapas_semana: 1,
    });
    expect(await contagem("/projeto/externo/", "prestador")).toBe(entregas.total);
    for (const aba of ["entregar", "encerrados"] as const)
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
