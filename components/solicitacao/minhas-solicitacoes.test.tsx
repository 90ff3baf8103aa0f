import { http, HttpResponse } from "msw";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { navegacao, usarNavegacao } from "@/tests/setup/navegacao";
import { LISTA_INDISPONIVEL } from "@/lib/messages";
import { MinhasSolicitacoes } from "./minhas-solicitacoes";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));
vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);

const server = mswServer();
usarNavegacao("/externo/cliente/solicitacoes");
let listagens: string[] = [];
beforeEach(() => {
  listagens = [];
  server.use(
    http.get(`${API}/solicitacao/externo/`, () =>
      HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
    ),
    http.get(`${API}/listagem/externo/substatus/`, ({ request }) => {
      listagens.push(request.url);
      return HttpResponse.json([{ id: 9, codigo: "EM_NEGOCIACAO", descricao: "Em negociação" }]);
    }),
    http.get(`${API}/listagem/externo/status/`, ({ request }) => {
      listagens.push(request.url);
      return HttpResponse.json([]);
    }),
  );
});

const lida = <T,>(query: Record<string, string>, dados: T) => ({ opcoes: { query }, dados, em: Date.now() });
const servidor = {
  situacoes: lida({ entidade: "solicitacao" }, [
    { id: 1, codigo: "EM_ANALISE", descricao: "Em análise" },
    { id: 2, codigo: "EM_COTACAO", descricao: "Em cotação" },
  ]),
  etapas: lida({ status: "EM_ANALISE" }, [
    { id: 3, codigo: "AGUARDANDO_ANALISE", descricao: "Aguardando análise" },
    { id: 4, codigo: "DEVOLVIDA_CLIENTE", descricao: "Devolvida ao cliente" },
  ]),
};
const opcoes = (nome: string) =>
  within(screen.getByRole("combobox", { name: nome }))
    .getAllByRole("option", { hidden: true })
    .map((o) => o.textContent);

describe("MinhasSolicitacoes", { timeout: 20_000 }, () => {
  it("offers the situations and the chosen one's steps the server read, calling for neither", async () => {
    navegacao.url = new URLSearchParams("dash_filter=EM_ANALISE&substatus=DEVOLVIDA_CLIENTE");
    render(<MinhasSolicitacoes servidor={servidor as never} />, { wrapper: queryWrapper() });
    expect(opcoes("Situação")).toEqual(["Todas as situações", "Em análise", "Em cotação"]);
    expect(opcoes("Etapa")).toEqual(["Todas as etapas", "Aguardando análise", "Devolvida ao cliente"]);
    expect(screen.getByRole("combobox", { name: "Situação" })).toHaveProperty("value", "EM_ANALISE");
    expect(screen.getByRole("combobox", { name: "Etapa" })).toHaveProperty("value", "DEVOLVIDA_CLIENTE");
    await screen.findByText("Nenhuma solicitação encontrada.");
    expect(listagens).toEqual([]);
  });

  it("puts a situation chosen in the URL without the former step, and a step chosen beside it", () => {
    navegacao.url = new URLSearchParams("dash_filter=EM_ANALISE&substatus=DEVOLVIDA_CLIENTE");
    render(<MinhasSolicitacoes servidor={servidor as never} />, { wrapper: queryWrapper() });
    fireEvent.change(screen.getByRole("combobox", { name: "Situação" }), { target: { value: "EM_COTACAO" } });
    expect(navegacao.replace).toHaveBeenLastCalledWith(expect.stringMatching(/\?dash_filter=EM_COTACAO$/), {
      scroll: false,
    });
    fireEvent.change(screen.getByRole("combobox", { name: "Etapa" }), {
      target: { value: "AGUARDANDO_ANALISE" },
    });
    expect(navegacao.replace).toHaveBeenLastCalledWith(
      expect.stringMatching(/\?dash_filter=EM_ANALISE&substatus=AGUARDANDO_ANALISE$/),
      { scroll: false },
    );
  });

  it("calls for another situation's steps once it is in the URL", async () => {
    navegacao.url = new URLSearchParams("dash_filter=EM_COTACAO");
    render(<MinhasSolicitacoes servidor={servidor as never} />, { wrapper: queryWrapper() });
    const etapa = screen.getByRole("combobox", { name: "Etapa" });
    expect(opcoes("Etapa")).toEqual(["Carregando…"]);
    expect(etapa.getAttribute("aria-busy")).toBe("true");
    expect(etapa).toHaveProperty("disabled", true);
    expect(await screen.findByRole("option", { name: "Em negociação", hidden: true })).toBeTruthy();
    expect(opcoes("Etapa")).toEqual(["Todas as etapas", "Em negociação"]);
    expect(etapa.hasAttribute("aria-busy")).toBe(false);
    expect(etapa).toHaveProperty("disabled", false);
    expect(listagens.map((u) => new URL(u).search)).toEqual(["?status=EM_COTACAO"]);
  });

  it("says the steps could not be loaded, and loads them when asked again", async () => {
    let falha = true;
    server.use(
      http.get(`${API}/listagem/externo/substatus/`, () =>
        falha
          ? HttpResponse.json({ detail: "falhou" }, { status: 500 })
          : HttpResponse.json([{ id: 9, codigo: "EM_NEGOCIACAO", descricao: "Em negociação" }]),
      ),
    );
    navegacao.url = new URLSearchParams("dash_filter=EM_COTACAO");
    render(<MinhasSolicitacoes servidor={servidor as never} />, { wrapper: queryWrapper() });
    const alerta = await screen.findByRole("alert");
    expect(alerta.textContent).toContain(LISTA_INDISPONIVEL);
    expect(screen.getByRole("combobox", { name: "Etapa" })).toHaveProperty("disabled", true);
    falha = false;
    fireEvent.click(within(alerta).getByRole("button", { name: "Tentar de novo" }));
    expect(await screen.findByRole("option", { name: "Em negociação", hidden: true })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
