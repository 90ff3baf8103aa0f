import { http, HttpResponse } from "msw";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@/lib/messages";
import type { QuestionarioResumo } from "@/services/questionario";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { navegacao, usarNavegacao } from "@/tests/setup/navegacao";
import { Questionarios } from "./questionarios";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));
vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);

const server = mswServer();
usarNavegacao("/interno/questionarios");
const open = vi.fn();
// The feedback messages (lib/messages.ts) go through antd's static messages.
vi.mock("@/lib/aviso-avulso", () => ({ avisar: (aviso: unknown) => open(aviso) }));
const erroNoConsole = vi.spyOn(console, "error").mockImplementation(() => {});
afterEach(() => {
  open.mockReset();
  erroNoConsole.mockClear();
});

const linhas: QuestionarioResumo[] = [
  { id: 1, descricao: "Avaliação do serviço", padrao: true, perguntas: 6, servicos: 0, avaliacoes: 12 },
  {
    id: 2,
    descricao: "Avaliação de consultoria tecnológica",
    padrao: false,
    perguntas: 5,
    servicos: 1,
    avaliacoes: 0,
  },
];
const pagina = (results: QuestionarioResumo[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

const renderLista = () =>
  render(<Questionarios base="/interno/questionarios" />, { wrapper: queryWrapper() });

const linha = async (texto: string) => (await screen.findByText(texto)).closest("tr") as HTMLElement;

// antd's first render in jsdom takes a few seconds on a busy machine.
describe("Questionarios", { timeout: 20_000 }, () => {
  it("lists the questionnaires with their services, the default tagged, and sends the URL's search", async () => {
    navegacao.url = new URLSearchParams("search=avalia%C3%A7%C3%A3o&page=2");
    let pedido: URL | null = null;
    server.use(
      http.get(`${API}/questionario/interno/lista/`, ({ request }) => {
        pedido = new URL(request.url);
        return HttpResponse.json({ ...pagina(linhas), count: 12 });
      }),
    );
    renderLista();
    const padrao = await linha("Avaliação do serviço");
    expect(within(padrao).getByText("Padrão")).toBeTruthy();
    // Services show at every width; questions and evaluations from a wider screen up, by CSS (their
    // `a-partir-*` class: components/ui/tabela.tsx).
    expect(within(padrao).getByText("0").className).not.toMatch(/\ba-partir-/);
    expect(within(padrao).getByText("6").className).toMatch(/\ba-partir-sm\b/);
    expect(within(padrao).getByRole("button", { name: "Excluir Avaliação do serviço" })).toHaveProperty(
      "disabled",
      true,
    );
    const outro = await linha("Avaliação de consultoria tecnológica");
    expect(within(outro).queryByText("Padrão")).toBeNull();
    expect(within(outro).getByText("1")).toBeTruthy();
    expect(
      within(outro).getByRole("link", { name: "Avaliação de consultoria tecnológica" }).getAttribute("href"),
    ).toBe("/interno/questionarios/2");
    expect(screen.getByText("12 questionário(s)")).toBeTruthy();
    expect(pedido!.searchParams.get("search")).toBe("avaliação");
    expect(pedido!.searchParams.get("page")).toBe("2");
    expect(screen.getByRole("button", { name: /Novo questionário/ })).toBeTruthy();
  });

  it("says when there is none yet", async () => {
    server.use(http.get(`${API}/questionario/interno/lista/`, () => HttpResponse.json(pagina([]))));
    renderLista();
    expect(await screen.findByText("Nenhum questionário cadastrado.")).toBeTruthy();
  });

  it("only logs a failed read, and shows the list as unavailable with a retry", async () => {
    let chamadas = 0;
    server.use(
      http.get(`${API}/questionario/interno/lista/`, () =>
        ++chamadas === 1
          ? HttpResponse.json({ detail: "Falhou." }, { status: 500 })
          : HttpResponse.json(pagina(linhas)),
      ),
    );
    renderLista();
    expect(await screen.findByText("Não foi possível carregar a lista.")).toBeTruthy();
    expect(erroNoConsole).toHaveBeenCalledWith(
      "Hub: falha ao ler a lista de questionários",
      expect.objectContaining({ status: 500, detail: "Falhou." }),
    );
    expect(screen.queryByText("Nenhum questionário cadastrado.")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Tentar de novo" }));
    expect(await screen.findByText("Avaliação do serviço")).toBeTruthy();
  });

  it("deletes after the confirmation; a failed delete is logged, the row stays and the generic error shows", async () => {
    let excluidos = 0;
    server.use(
      http.get(`${API}/questionario/interno/lista/`, () => HttpResponse.json(pagina(linhas))),
      http.delete(`${API}/questionario/interno/2/`, () => {
        excluidos++;
        return HttpResponse.json({ detail: "Falhou." }, { status: 500 });
      }),
    );
    renderLista();
    const outro = await linha("Avaliação de consultoria tecnológica");
    fireEvent.click(
      within(outro).getByRole("button", { name: "Excluir Avaliação de consultoria tecnológica" }),
    );
    // The question names the action; the effect takes the place of SPEC §8's generic text.
    expect(await screen.findByText("1 serviço(s) passarão a usar o questionário padrão.")).toBeTruthy();
    expect(screen.queryByText(MESSAGES.confirm)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Sim, continuar" }));

    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        expect.objectContaining({ type: "error", content: MESSAGES.generic }),
      ),
    );
    expect(excluidos).toBe(1);
    expect(erroNoConsole).toHaveBeenCalledWith(
      "Hub: falha ao excluir o questionário 2",
      expect.objectContaining({ status: 500 }),
    );
    expect(screen.getByText("Avaliação de consultoria tecnológica")).toBeTruthy();
  });

  it("confirms a successful delete", async () => {
    server.use(
      http.get(`${API}/questionario/interno/lista/`, () => HttpResponse.json(pagina(linhas))),
      http.delete(`${API}/questionario/interno/2/`, () => new HttpResponse(null, { status: 204 })),
    );
    renderLista();
    const outro = await linha("Avaliação de consultoria tecnológica");
    fireEvent.click(
      within(outro).getByRole("button", { name: "Excluir Avaliação de consultoria tecnológica" }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Sim, continuar" }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        expect.objectContaining({ type: "success", content: MESSAGES.success }),
      ),
    );
    expect(erroNoConsole).not.toHaveBeenCalled();
  });
});
