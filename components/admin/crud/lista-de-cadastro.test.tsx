import { http, HttpResponse } from "msw";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { UnidadeAtendimento } from "@/services/unidade-atendimento";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { navegacao, usarNavegacao } from "@/tests/setup/navegacao";
import { Unidades } from "@/components/admin/unidades/unidades";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));
vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);

// The one list screen of the back office, through one entity declared on it (the service units).
const server = mswServer();
usarNavegacao("/admin/unidades");

const oeste: UnidadeAtendimento = {
  id: 2,
  descricao: "Unidade Oeste Catarinense",
  ativo: false,
  cidades: [{ id: 10, nome: "Chapecó", estado: "SC" }],
  gestores: [{ id: 3, nome: "Gustavo", sobrenome: "Schneider" }],
};
const pagina = (results: UnidadeAtendimento[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

describe("ListaDeCadastro", { timeout: 60_000 }, () => {
  it("sends the URL's search, situation, order and page, and shows each record's columns and situation", async () => {
    navegacao.url = new URLSearchParams("search=chapeco&ativo=false&ordering=-descricao&page=2");
    let pedido: URLSearchParams | null = null;
    server.use(
      http.get(`${API}/unidade-atendimento/`, ({ request }) => {
        pedido = new URL(request.url).searchParams;
        return HttpResponse.json({ ...pagina([oeste]), count: 11 });
      }),
    );
    const { container } = render(<Unidades />, { wrapper: queryWrapper() });
    expect(container.querySelector(".esqueleto")).not.toBeNull();
    expect(await screen.findByText("Chapecó/SC")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Unidades de atendimento" })).toBeTruthy();
    expect(screen.getByText("Arquivada")).toBeTruthy();
    expect(screen.getByText("Gustavo Schneider")).toBeTruthy();
    // An archived record has nothing left to archive.
    expect(screen.queryByRole("button", { name: /Excluir ou arquivar/ })).toBeNull();
    expect(Object.fromEntries(pedido!)).toEqual({
      search: "chapeco",
      ativo: "false",
      ordering: "-descricao",
      page: "2",
      page_size: "10",
    });
  });

  it("puts a change of order in the URL, back on page 1, and says when the filters find nothing", async () => {
    navegacao.url = new URLSearchParams("search=manaus&page=3");
    server.use(http.get(`${API}/unidade-atendimento/`, () => HttpResponse.json(pagina([]))));
    render(<Unidades />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Nada encontrado com estes filtros.")).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Ordem" }), { target: { value: "-descricao" } });
    await waitFor(() =>
      expect(navegacao.replace).toHaveBeenCalledWith("/admin/unidades?search=manaus&ordering=-descricao", {
        scroll: false,
      }),
    );
  });
});
