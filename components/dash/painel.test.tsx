import { http, HttpResponse } from "msw";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { DashCliente, DashCoordenador, DashGestor, SituacaoContagem } from "@/services/dash";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { usarNavegacao } from "@/tests/setup/navegacao";
import { PainelCliente } from "./painel-cliente";
import { PainelCoordenador } from "./painel-coordenador";
import { PainelGestor } from "./painel-gestor";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));
vi.mock("@/hooks/use-sessao", () => ({ useSessao: () => ({ user: { id: 4 } }) }));
vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);

const server = mswServer();
usarNavegacao();

const cor = "#1677ff";
const situacao = (totais: Record<string, number>): SituacaoContagem => {
  const status = ["EM_ANALISE", "EM_COTACAO", "EM_CONTRATACAO", "EM_EXECUCAO", "FINALIZADA", "CANCELADA"].map(
    (codigo) => ({
      codigo,
      descricao: codigo === "EM_ANALISE" ? "Em análise" : codigo === "EM_COTACAO" ? "Em cotação" : codigo,
      cor,
      total: totais[codigo] ?? 0,
      substatus: [{ codigo, descricao: codigo, cor, total: totais[codigo] ?? 0 }],
    }),
  );
  return { total: status.reduce((s, x) => s + x.total, 0), status };
};

const cliente: DashCliente = {
  solicitacoes: situacao({ EM_ANALISE: 2, EM_COTACAO: 1 }),
  pendencias: {
    ajuste: 1,
    proposta: 0,
    assinatura: 0,
    pagamento: 2,
    avaliacao: 0,
    diagnostico: 3,
    entrega: 1,
  },
  valores: [{ ano: 2026, contratos: 2, bruto: 10000, subsidio: 7000, cliente: 3000 }],
};
const prazos = {
  semana: { total: 3, rodada: 1, diagnostico: 0, etapa: 2 },
  atrasado: { total: 1, diagnostico: 1, etapa: 0 },
};

const responder = (path: string, corpo: unknown, status = 200) =>
  server.use(http.get(`${API}${path}`, () => HttpResponse.json(corpo as object, { status })));
const href = (nome: RegExp) => screen.getByRole("link", { name: nome }).getAttribute("href");

// antd's tables and the chart's chunk render slowly in jsdom on a busy machine.
describe("role dashboards", { timeout: 20_000 }, () => {
  it("shows the client's figures, each linking to the list it counts, after a skeleton", async () => {
    responder("/dash/externo/cliente/", cliente);
    const { container } = render(<PainelCliente />, { wrapper: queryWrapper() });
    expect(container.querySelector(".esqueleto")).not.toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Seus números" })).toBeTruthy();
    await screen.findByRole("link", { name: /^Ajustes pedidos/ });
    expect(href(/^Ajustes pedidos/)).toBe("/externo/cliente/solicitacoes?substatus=DEVOLVIDA_CLIENTE");
    expect(href(/^Pagamentos pendentes/)).toBe(
      "/externo/cliente/solicitacoes?substatus=AGUARDANDO_PAGAMENTO",
    );
    expect(href(/^Diagnósticos para revisar/)).toBe("/externo/cliente/diagnosticos");
    expect(href(/^Entregas para aprovar/)).toBe("/externo/cliente/projetos?aba=aprovar");
    expect(screen.getByRole("link", { name: /^Contratado/ }).textContent).toContain("R$\u00a010.000,00");

    // The chart's table: what screen readers read, with the same links; shown on request.
    const tabela = screen.getByRole("table", { name: "Suas solicitações por situação" });
    expect(tabela.parentElement!.className).toBe("sr-only");
    const [, analise] = within(tabela).getAllByRole("row");
    expect(analise.textContent).toBe("Em análise2");
    expect(within(analise).getByRole("link").getAttribute("href")).toBe(
      "/externo/cliente/solicitacoes?dash_filter=EM_ANALISE",
    );
    expect(within(analise).getByRole("link").getAttribute("tabindex")).toBe("-1");
    fireEvent.click(
      screen.getByRole("checkbox", { name: "Ver como tabela: Suas solicitações por situação" }),
    );
    expect(tabela.parentElement!.className).toBe("");
    expect(within(analise).getByRole("link").getAttribute("tabindex")).toBeNull();
    const valores = screen.getByRole("table", { name: "Valores contratados por ano: subsídio e sua parte" });
    expect(within(valores).getAllByRole("row")[1].textContent).toBe("2026R$\u00a07.000,00R$\u00a03.000,00");
  });

  it("says so when there is nothing to chart, and offers a retry when the figures could not load", async () => {
    responder("/dash/externo/cliente/", { ...cliente, solicitacoes: situacao({}), valores: [] });
    const vazio = render(<PainelCliente />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Você ainda não enviou solicitações.")).toBeTruthy();
    expect(screen.getByText("Nenhum contrato ainda.")).toBeTruthy();
    vazio.unmount();

    responder("/dash/externo/cliente/", { detail: "Serviço indisponível." }, 503);
    render(<PainelCliente />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Não foi possível carregar os números do painel.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tentar de novo" })).toBeTruthy();
  });

  it("links a manager's figures to the queue filtered by them", async () => {
    const gestor: DashGestor = {
      pendencias: { novas: 3, analise_final: 1, autorizacao: 2, assinaturas: 5, notas: 6, finalizar: 7 },
      fila: situacao({ EM_ANALISE: 4 }),
      tempo: [
        {
          codigo: "EM_ANALISE",
          descricao: "Em análise",
          cor,
          total: 4,
          mediana_dias: 2.5,
          maximo_dias: 40,
          acima_30: 1,
        },
      ],
      prazos,
      centros: [
        {
          id: 7,
          codigo: "CC-2026-007",
          descricao: "INOVAÇÃO",
          saldo: 100,
          reservado: 50,
          comprometido: 0,
          gasto: 25,
        },
      ],
    };
    responder("/dash/interno/gestor/", gestor);
    render(<PainelGestor />, { wrapper: queryWrapper() });
    expect(await screen.findByRole("link", { name: /^Vencem até domingo/ })).toBeTruthy();
    expect(href(/^Vencem até domingo/)).toBe("/interno/solicitacoes?gestor=4&prazo=semana");
    expect(screen.getByRole("link", { name: /^Vencem até domingo/ }).textContent).toContain(
      "1 de propostas · 2 de etapa",
    );
    expect(href(/^Atrasados/)).toBe("/interno/solicitacoes?gestor=4&prazo=atrasado");
    // What waits for the manager: each count opens the list it counts.
    expect(href(/^Solicitações novas ?[0-9]/)).toBe(
      "/interno/solicitacoes?gestor=4&substatus=AGUARDANDO_ANALISE",
    );
    expect(href(/^Análises finais ?[0-9]/)).toBe(
      "/interno/solicitacoes?gestor=4&substatus=ANALISE_FINAL_GESTOR",
    );
    expect(href(/^Assinaturas do programa ?[0-9]/)).toBe("/interno/assinaturas");
    expect(href(/^Notas a autorizar ?[0-9]/)).toBe("/interno/consultor/projetos?a_autorizar=true");
    expect(href(/^Avaliadas, a finalizar ?[0-9]/)).toBe(
      "/interno/solicitacoes?gestor=4&substatus=AGUARDANDO_AVALIACAO&avaliada=true",
    );
    expect(href(/^Execuções a autorizar ?[0-9]/)).toBe(
      "/interno/solicitacoes?gestor=4&substatus=AGUARDANDO_AUTORIZACAO",
    );
    expect(href(/^Prazos atrasados/)).toBe("/interno/solicitacoes?gestor=4&prazo=atrasado");
    expect(href(/^Abrir a fila/)).toBe("/interno/solicitacoes?gestor=4");
    const tempo = screen.getByRole("table", { name: "Dias na situação atual das solicitações em aberto" });
    expect(within(tempo).getAllByRole("row")[1].textContent).toBe("Em análise (4)2,5 dias40 dias");
    expect(screen.getByText("1 solicitação(ões) há mais de 30 dias na mesma etapa.")).toBeTruthy();
    const centros = screen.getByRole("table", {
      name: "Centros de custo que você acompanha: uso do orçamento",
    });
    expect(within(centros).getAllByRole("link")[0].getAttribute("href")).toBe("/interno/centros-custo/7");
    expect(href(/^Ver centros de custo/)).toBe("/interno/centros-custo?envolvido=4");
  });

  it("links a coordinator's units and managers to the queue filtered by each, and states the conversion", async () => {
    const grupo = (id: number, nome: string) => ({
      id,
      nome,
      total: 3,
      status: [
        { codigo: "EM_ANALISE", total: 1 },
        { codigo: "EM_COTACAO", total: 2 },
      ],
    });
    const coordenador: DashCoordenador = {
      pendencias: { novas: 0, analise_final: 0, autorizacao: 0, assinaturas: 0, notas: 0, finalizar: 0 },
      fila: situacao({ EM_ANALISE: 3, EM_COTACAO: 2 }),
      unidades: [grupo(3, "Unidade Oeste")],
      gestores: [grupo(9, "Ricardo Bittencourt")],
      conversao: { desde: "2025-11-25", ...situacao({ EM_ANALISE: 2, EM_EXECUCAO: 1, FINALIZADA: 1 }) },
      etapas: [
        { codigo: "EM_ANALISE", descricao: "Em análise", cor, total: 9, mediana_dias: 2, p90_dias: 9.4 },
      ],
      prazos,
      centros: [],
    };
    responder("/dash/interno/coordenador/", coordenador);
    render(<PainelCoordenador />, { wrapper: queryWrapper() });
    const unidades = await screen.findByRole("table", {
      name: "Por unidade de atendimento: solicitações em andamento por situação",
    });
    const [, oeste] = within(unidades).getAllByRole("row");
    expect(
      within(oeste)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual([
      "/interno/solicitacoes?unidade=3&status=EM_ANALISE",
      "/interno/solicitacoes?unidade=3&status=EM_COTACAO",
      "/interno/solicitacoes?unidade=3&status=EM_CONTRATACAO",
      "/interno/solicitacoes?unidade=3&status=EM_EXECUCAO",
    ]);
    expect(oeste.textContent).toBe("Unidade Oeste1200");
    const gestores = screen.getByRole("table", {
      name: "Por gestor: solicitações em andamento por situação",
    });
    expect(within(gestores).getAllByRole("link")[1].getAttribute("href")).toBe(
      "/interno/solicitacoes?gestor=9&status=EM_COTACAO",
    );
    expect(screen.getByText("50% viraram contrato")).toBeTruthy();
    expect(href(/^Ver as 4/)).toBe("/interno/solicitacoes?min_date=2025-11-25");
    const etapas = screen.getByRole("table", { name: /^Dias em cada situação/ });
    expect(within(etapas).getAllByRole("row")[1].textContent).toBe("Em análise (9)2 dias9,4 dias");
    expect(screen.getByText("Nenhum centro de custo deste ano.")).toBeTruthy();
  });
});
