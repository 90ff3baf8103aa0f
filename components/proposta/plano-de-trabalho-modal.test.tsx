import { http, HttpResponse } from "msw";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeAll, open } from "@/stores/modals";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { usarNavegacao } from "@/tests/setup/navegacao";
import { proposta } from "./proposta.fixture";
import { DetalhesDaProposta } from "./detalhes-modal";
import { PlanoDeTrabalho } from "./plano-de-trabalho-modal";
import { PropostaPrestador } from "./proposta-prestador";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));
vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);

const server = mswServer();
usarNavegacao("/externo/prestador/propostas/5");
// The modal flags outlive each render: a plan left open must not open in the next test.
afterEach(() => closeAll());

const TITULO = "Plano de trabalho de Vértice Consultoria";

const servirDetalhe = () =>
  server.use(http.get(`${API}/proposta/externo/detalhe/5/`, () => HttpResponse.json(proposta)));

/** The plan reads in order: each stage with its deliverable, hours, visit and value, then the instalments due after it. */
async function conferirPlano() {
  // Found by its title's text: jsdom gives every antd dialog the same title id, so over the proposal's
  // detail both would bear the first one's name.
  const plano = (await screen.findByText(TITULO)).closest<HTMLElement>('[role="dialog"]')!;
  expect(await within(plano).findByText("17 h")).toBeTruthy();
  expect(within(plano).getByText("Na(s) etapa(s) 2")).toBeTruthy();
  expect(within(plano).getByText("0 a 50 km")).toBeTruthy();
  expect(within(plano).getByText("11/01/2027 a 31/03/2027")).toBeTruthy();
  expect(within(plano).getByText("2 parcelas")).toBeTruthy();
  expect(within(plano).getByText("Entregável: Relatório de lacunas e riscos")).toBeTruthy();
  expect(within(plano).getByText(/^4 h · com visita · R\$\s720,00$/)).toBeTruthy();
  const texto = plano.textContent!;
  const posicao = (trecho: string) => {
    expect(texto).toContain(trecho);
    return texto.indexOf(trecho);
  };
  const ordem = [
    "Etapa 1: Inventário de Dados",
    "Parcela 1 de 2",
    "Etapa 2: Análise de Riscos",
    "Etapa 3: Capacitação",
    "Parcela 2 de 2",
  ].map(posicao);
  expect(ordem).toEqual([...ordem].sort((a, b) => a - b));
  expect(texto).toMatch(/Parcela 2 de 2: R\$\s1\.335,00, paga após esta etapa/);
}

// Rendering antd in jsdom is slow on a busy machine; the default 5 s is too tight.
describe("PlanoDeTrabalho (work plan modal)", { timeout: 30_000 }, () => {
  it("opens from the proposal detail that the client and staff read", async () => {
    servirDetalhe();
    act(() => open("proposalDetail"));
    render(<DetalhesDaProposta id={5} />, { wrapper: queryWrapper() });
    fireEvent.click(await screen.findByRole("button", { name: "Plano de trabalho" }));
    await conferirPlano();
  });

  it("opens from the provider's own proposal page", async () => {
    servirDetalhe();
    server.use(http.get(`${API}/listagem/externo/status/`, () => HttpResponse.json([])));
    render(<PropostaPrestador id={5} />, { wrapper: queryWrapper() });
    fireEvent.click(await screen.findByRole("button", { name: "Plano de trabalho" }));
    await conferirPlano();
  });

  it("says so when the proposal cannot be read, and stays shut without a proposal", async () => {
    server.use(
      http.get(`${API}/proposta/externo/detalhe/5/`, () =>
        HttpResponse.json({ detail: "Proposta não encontrada." }, { status: 404 }),
      ),
    );
    act(() => open("workPlan"));
    const { rerender } = render(<PlanoDeTrabalho id={null} />, { wrapper: queryWrapper() });
    expect(screen.queryByRole("dialog")).toBeNull();
    rerender(<PlanoDeTrabalho id={5} />);
    expect(await screen.findByText("Não foi possível carregar o plano de trabalho.")).toBeTruthy();
  });
});
