import { http, HttpResponse } from "msw";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { navegacao, usarNavegacao } from "@/tests/setup/navegacao";
import { CentrosCusto } from "./centros-custo";

let sessao: { user: { id: number } } | undefined;
vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));
vi.mock("@/hooks/use-sessao", () => ({ useSessao: () => sessao }));
vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);

const server = mswServer();
usarNavegacao("/interno/centros-custo");
const vazia = { count: 0, next: null, previous: null, results: [] };
beforeEach(() => server.use(http.get(`${API}/centrocusto/interno/`, () => HttpResponse.json(vazia))));
afterEach(() => {
  sessao = { user: { id: 4 } };
});

describe("CentrosCusto", () => {
  it("keeps the yes/no filters and the user's own centres in the URL, from page 1", async () => {
    sessao = { user: { id: 4 } };
    navegacao.url = new URLSearchParams("ativo=true&page=2");
    let pedido: URLSearchParams | undefined;
    server.use(
      http.get(`${API}/centrocusto/interno/`, ({ request }) => {
        pedido = new URL(request.url).searchParams;
        return HttpResponse.json(vazia);
      }),
    );
    render(<CentrosCusto base="/interno" />, { wrapper: queryWrapper() });
    await waitFor(() => expect(pedido?.get("ativo")).toBe("true"));

    const situacao = screen.getByRole<HTMLSelectElement>("combobox", { name: "Situação" });
    expect(situacao.selectedOptions[0].textContent).toBe("Ativos");
    fireEvent.change(situacao, { target: { value: "" } });
    expect(navegacao.replace).toHaveBeenLastCalledWith("/interno/centros-custo", { scroll: false });

    fireEvent.change(screen.getByRole("combobox", { name: "Projeto no Hub" }), {
      target: { value: "false" },
    });
    expect(navegacao.replace).toHaveBeenLastCalledWith(
      "/interno/centros-custo?ativo=true&projeto_ativo_hub=false",
      {
        scroll: false,
      },
    );

    fireEvent.change(screen.getByRole("combobox", { name: "Envolvimento" }), { target: { value: "meus" } });
    expect(navegacao.replace).toHaveBeenLastCalledWith("/interno/centros-custo?ativo=true&envolvido=4", {
      scroll: false,
    });
  });

  it("offers the user's own centres only once the session is known", () => {
    sessao = undefined;
    render(<CentrosCusto base="/interno" />, { wrapper: queryWrapper() });
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Envolvimento" }).disabled).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Ação no Hub" }).disabled).toBe(false);
  });
});
