import { http, HttpResponse } from "msw";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { baixarArquivo } from "@/services/api";
import type { Usuario } from "@/services/usuario";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { navegacao, usarNavegacao } from "@/tests/setup/navegacao";
import { Usuarios } from "./usuarios";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));
vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);
vi.mock("@/hooks/use-sessao", () => ({ useSessao: () => ({ user: { id: 1 } }) }));
// jsdom cannot hand a blob to the browser's downloads: the download helper is watched instead.
vi.mock("@/services/api", async (original) => ({
  ...(await original<typeof import("@/services/api")>()),
  baixarArquivo: vi.fn(() => Promise.resolve()),
}));

// The users' list on the back office's one list screen: its own columns and actions, no archive.
const server = mswServer();
usarNavegacao("/admin/usuarios");

const ana: Usuario = {
  id: 5,
  nome: "Ana",
  sobrenome: "Souza",
  email: "ana@hub.example",
  cpf_mask: "***.456.789-**",
  ativo: true,
  dtainclusao: "2026-03-02T12:00:00.000Z",
  groups: [{ id: 2, name: "gestor" }],
};

describe("Usuarios", { timeout: 60_000 }, () => {
  it("sends the URL's search, groups and page; exports exactly those filters; no archive of its own", async () => {
    navegacao.url = new URLSearchParams("search=ana&grupos=gestor,consultor&page=2");
    let pedido: URLSearchParams | null = null;
    server.use(
      http.get(`${API}/auth/admin/listar/`, ({ request }) => {
        pedido = new URL(request.url).searchParams;
        return HttpResponse.json({ count: 11, next: null, previous: null, results: [ana] });
      }),
    );
    render(<Usuarios />, { wrapper: queryWrapper() });
    expect(await screen.findByRole("link", { name: "Ana Souza" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Usuários" })).toBeTruthy();
    expect(screen.getByText("Gestor")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Desativar" })).toBeTruthy();
    expect(screen.queryByText("Arquivado")).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Situação" })).toBeNull();
    expect(Object.fromEntries(pedido!)).toEqual({
      search: "ana",
      grupos: "gestor,consultor",
      page: "2",
      page_size: "10",
    });
    fireEvent.click(screen.getByRole("button", { name: /Exportar planilha/ }));
    // The page is not a filter: the spreadsheet has every user the filters find.
    await waitFor(() =>
      expect(baixarArquivo).toHaveBeenCalledWith(
        "/auth/admin/listar/export/?search=ana&grupos=gestor%2Cconsultor",
        expect.stringMatching(/^usuarios-\d{4}-\d{2}-\d{2}\.xlsx$/),
        "get",
        expect.any(Function),
      ),
    );
  });
});
