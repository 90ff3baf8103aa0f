import { http, HttpResponse } from "msw";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Acompanhamento } from "@/services/centrocusto";
import { baixarArquivo } from "@/services/api";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { navegacao, usarNavegacao } from "@/tests/setup/navegacao";
import { AcompanhamentoSaldos } from "./acompanhamento";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));
// jsdom cannot hand a blob to the browser's downloads: the download helper is watched instead.
vi.mock("@/services/api", async (original) => ({
  ...(await original<typeof import("@/services/api")>()),
  baixarArquivo: vi.fn(() => Promise.resolve()),
}));
vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);

const server = mswServer();
usarNavegacao("/interno/centros-custo/acompanhamento");
const open = vi.fn();
// The feedback messages (lib/messages.ts) go through antd's static messages.
vi.mock("@/lib/aviso-avulso", () => ({ avisar: (aviso: unknown) => open(aviso) }));
afterEach(() => {
  open.mockReset();
});

const saldos = (saldo: number, reservado: number, comprometido: number, gasto: number) => ({
  orcamento: saldo + reservado + comprometido + gasto,
  saldo,
  reservado,
  comprometido,
  gasto,
});
const resposta: Acompanhamento = {
  ano: 2026,
  mes: 2,
  limite_critico: 10000,
  centros: [
    {
      id: 5,
      codigo: "CC-2026-005",
      descricao: "SUSTENTABILIDADE E EFICIÊNCIA ENERGÉTICA",
      acao: { codigo: "4.4.03" },
      projeto: "Negócios Sustentáveis 2026",
      ativo: true,
      situacao: "NEGATIVO",
      ...saldos(-1850, 2000, 0, 0),
    },
    {
      id: 6,
      codigo: "CC-2026-006",
      descricao: "Regularização de micro e pequenas empresas",
      acao: { codigo: "4.1.11" },
      projeto: "Empresa Legal 2026",
      ativo: true,
      situacao: "CRITICO",
      ...saldos(3180.5, 0, 1000, 250),
    },
  ],
  totais: saldos(1330.5, 2000, 1000, 250),
  meses: [
    { mes: 1, ...saldos(59580, 0, 0, 0) },
    { mes: 2, ...saldos(1330.5, 2000, 1000, 250) },
  ],
  movimentos: [
    {
      id: 31,
      tipo: "GASTO",
      valor: 250,
      descricao: "Gasto na conclusão da solicitação",
      dtainclusao: "2026-02-20T13:00:00.000Z",
      centrocusto: { id: 6, codigo: "CC-2026-006" },
      solicitacao: { id: 900, nrosolicitacao: "2026-900022" },
      usuario: { id: 3, nome: "Gabriela", sobrenome: "Souza" },
    },
  ],
};

// Rendering antd tables and the chart's chunk in jsdom is slow on a busy machine; the default 5 s is too tight.
describe("AcompanhamentoSaldos", { timeout: 20_000 }, () => {
  it("sends the URL's filters and shows the totals, the months as a table for screen readers, the centres and the month's movements", async () => {
    navegacao.url = new URLSearchParams("ano=2026&mes=2&criticos=true&saldo_negativo=true");
    let pedido: URLSearchParams | null = null;
    server.use(
      http.get(`${API}/centrocusto/interno/acompanhamento/saldo/`, ({ request }) => {
        pedido = new URL(request.url).searchParams;
        return HttpResponse.json(resposta);
      }),
    );
    const { container } = render(<AcompanhamentoSaldos base="/interno/centros-custo" />, {
      wrapper: queryWrapper(),
    });
    expect(container.querySelector(".esqueleto")).not.toBeNull();
    expect(await screen.findByText("Totais no fim de fevereiro de 2026")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Acompanhamento de saldos" })).toBeTruthy();
    expect(Object.fromEntries(pedido!)).toEqual({
      ano: "2026",
      mes: "2",
      criticos: "true",
      saldo_negativo: "true",
    });
    const meses = await screen.findByRole("table", { name: "Saldos no fim de cada mês" });
    const linhas = within(meses).getAllByRole("row");
    expect(linhas.map((l) => l.textContent)).toEqual([
      "MêsOrçamentoDisponívelReservadoComprometidoGasto",
      "JaneiroR$\u00a059.580,00R$\u00a059.580,00R$\u00a00,00R$\u00a00,00R$\u00a00,00",
      "FevereiroR$\u00a04.580,50R$\u00a01.330,50R$\u00a02.000,00R$\u00a01.000,00R$\u00a0250,00",
    ]);
    expect(screen.getByRole("link", { name: "CC-2026-005" }).getAttribute("href")).toBe(
      "/interno/centros-custo/5",
    );
    expect(screen.getByText("Negativo")).toBeTruthy();
    expect(screen.getByText("Crítico")).toBeTruthy();
    // Queries see the non-breaking space after "R$" as a plain one.
    expect(screen.getByText("-R$ 1.850,00")).toBeTruthy();
    // On a phone each movement is a card (styles/tabela.css): its date, its centre, its type as the title, its
    // value and description; the request's and author's columns fold away, by CSS (their `a-partir-*` class).
    // The hour is São Paulo's (formatDateTime); only the day is fixed here.
    const movimentos = screen.getByText("Movimentos de fevereiro").closest(".cartao") as HTMLElement;
    const [movimento] = within(movimentos).getAllByRole("row").slice(1);
    const celulas = within(movimento).getAllByRole("cell");
    const noCartao = celulas.filter((c) => c.hasAttribute("data-cartao") || !/\ba-partir-/.test(c.className));
    expect(noCartao.map((c) => c.textContent)).toEqual([
      expect.stringMatching(/^20\/02\/2026 às \d{2}:00$/),
      "CC-2026-006",
      "Gasto",
      "R$\u00a0250,00",
      expect.any(String),
    ]);
    expect(noCartao.map((c) => c.getAttribute("data-cartao"))).toEqual([
      "data",
      null,
      "titulo",
      "valor",
      null,
    ]);
    // The date and the centre's code whole, on one line.
    expect(noCartao.slice(0, 2).every((c) => c.hasAttribute("data-sem-quebra"))).toBe(true);
    expect(celulas.filter((c) => !noCartao.includes(c))).toHaveLength(2);
  });

  it("keeps a situation filter in the URL", async () => {
    server.use(
      http.get(`${API}/centrocusto/interno/acompanhamento/saldo/`, () => HttpResponse.json(resposta)),
    );
    render(<AcompanhamentoSaldos base="/interno/centros-custo" />, { wrapper: queryWrapper() });
    fireEvent.click(await screen.findByRole("checkbox", { name: "Saldo negativo" }));
    await waitFor(() =>
      expect(navegacao.replace).toHaveBeenCalledWith(
        "/interno/centros-custo/acompanhamento?saldo_negativo=true",
        {
          scroll: false,
        },
      ),
    );
  });

  it("says so when the follow-up cannot be loaded, and offers to try again", async () => {
    server.use(
      http.get(`${API}/centrocusto/interno/acompanhamento/saldo/`, () =>
        HttpResponse.json({ detail: "Use o mês entre 1 e 12." }, { status: 400 }),
      ),
    );
    render(<AcompanhamentoSaldos base="/admin/centros-custo" />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Não foi possível carregar o acompanhamento.")).toBeTruthy();
    expect(screen.getByText("Use o mês entre 1 e 12.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tentar de novo" })).toBeTruthy();
  });

  it("downloads the spreadsheet of what is shown, under the year and month's name", async () => {
    navegacao.url = new URLSearchParams("criticos=true&search=energ");
    server.use(
      http.get(`${API}/centrocusto/interno/acompanhamento/saldo/`, () => HttpResponse.json(resposta)),
    );
    render(<AcompanhamentoSaldos base="/interno/centros-custo" />, { wrapper: queryWrapper() });
    fireEvent.click(await screen.findByRole("button", { name: /Exportar planilha/ }));
    // The shown year and month go with the filters, so the file is what the page shows.
    await waitFor(() =>
      expect(baixarArquivo).toHaveBeenCalledWith(
        "/centrocusto/interno/acompanhamento/saldo/export/?ano=2026&mes=2&search=energ&criticos=true",
        "acompanhamento-saldo-2026-02.xlsx",
      ),
    );
  });
});
