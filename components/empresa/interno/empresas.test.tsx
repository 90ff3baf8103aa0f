import { http, HttpResponse } from "msw";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { baixarArquivo } from "@/services/api";
import type { EmpresaBuscada } from "@/services/empresa";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { navegacao, usarNavegacao } from "@/tests/setup/navegacao";
import { Empresas } from "./empresas";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));
// jsdom cannot hand a blob to the browser's downloads: the download helper is watched instead.
vi.mock("@/services/api", async (original) => ({
  ...(await original<typeof import("@/services/api")>()),
  baixarArquivo: vi.fn(() => Promise.resolve()),
}));
vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);

const server = mswServer();
usarNavegacao("/interno/empresas");
const open = vi.fn();
// The feedback messages (lib/messages.ts) go through antd's static messages.
vi.mock("@/lib/aviso-avulso", () => ({ avisar: (aviso: unknown) => open(aviso) }));
beforeEach(() => {
  server.use(
    http.get(`${API}/listagem/area-atuacao/simple/`, () =>
      HttpResponse.json([
        { id: 3, descricao: "Tecnologia" },
        { id: 4, descricao: "Indústria" },
      ]),
    ),
  );
});
afterEach(() => {
  open.mockReset();
  vi.mocked(baixarArquivo).mockReset();
});

const nexo: EmpresaBuscada = {
  id: 7,
  tipo: "CLIENTE",
  cnpj_mask: "39.844.618/0001-73",
  cpf_mask: null,
  razaosocial: "Nexo Soluções em Software Ltda",
  nomefantasia: "Nexo Software",
  porte: { id: 2, descricao: "Empresa de Pequeno Porte" },
  areaatuacao: { id: 3, descricao: "Tecnologia" },
  cidade: { id: 10, nome: "São José" },
  estado: { sigla: "SC" },
  ativo: true,
  suspenso: true,
  status: { codigo: "SUSPENSA", descricao: "Suspensa", cor: "#d46b08" },
  dtainclusao: "2026-01-10T12:00:00.000Z",
};
const pagina = (results: EmpresaBuscada[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

describe("Empresas", { timeout: 20_000 }, () => {
  it("lists the companies the URL's filters find, each linking to its detail", async () => {
    navegacao.url = new URLSearchParams("search=sao jose&tipo=CLIENTE&areaatuacao=3&page=2");
    let pedido: URLSearchParams | null = null;
    server.use(
      http.get(`${API}/empresa/interno/busca/empresa/`, ({ request }) => {
        pedido = new URL(request.url).searchParams;
        return HttpResponse.json(pagina([nexo]));
      }),
    );
    const { container } = render(<Empresas base="/interno/empresas" />, { wrapper: queryWrapper() });
    // A skeleton, never the empty text, until the page arrives.
    expect(container.querySelector(".esqueleto")).not.toBeNull();
    expect(screen.queryByText(/Nenhuma empresa/)).toBeNull();
    const link = await screen.findByRole("link", { name: "Nexo Software" });
    expect(link.getAttribute("href")).toBe("/interno/empresas/7");
    expect(screen.getByRole("heading", { level: 1, name: "Empresas" })).toBeTruthy();
    expect(screen.getByText("39.844.618/0001-73")).toBeTruthy();
    expect(screen.getByText("Suspensa")).toBeTruthy();
    expect(screen.getByText("1 empresa(s)")).toBeTruthy();
    expect(Object.fromEntries(pedido!)).toEqual({
      search: "sao jose",
      tipo: "CLIENTE",
      areaatuacao: "3",
      page: "2",
      page_size: "10",
    });
  });

  it("says when a filter finds none, and keeps a new filter in the URL from page 1", async () => {
    navegacao.url = new URLSearchParams("search=xyz&page=3");
    server.use(http.get(`${API}/empresa/interno/busca/empresa/`, () => HttpResponse.json(pagina([]))));
    render(<Empresas base="/admin/empresas" />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Nenhuma empresa encontrada.")).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Tipo" }), { target: { value: "PRESTADOR" } });
    await waitFor(() =>
      expect(navegacao.replace).toHaveBeenCalledWith("/interno/empresas?search=xyz&tipo=PRESTADOR", {
        scroll: false,
      }),
    );
  });

  it("exports the current filters, showing the bytes received until the file is saved", async () => {
    navegacao.url = new URLSearchParams("search=café&areaatuacao=4&page=2");
    server.use(http.get(`${API}/empresa/interno/busca/empresa/`, () => HttpResponse.json(pagina([nexo]))));
    let terminar = () => {};
    vi.mocked(baixarArquivo).mockImplementation(
      (_caminho, _nome, _metodo, progresso) =>
        new Promise<void>((resolve) => {
          progresso?.(2.5 * 1024 * 1024);
          terminar = resolve;
        }),
    );
    render(<Empresas base="/interno/empresas" />, { wrapper: queryWrapper() });
    await screen.findByText("Nexo Software");
    fireEvent.click(screen.getByRole("button", { name: /Exportar planilha/ }));
    expect(await screen.findByText("Gerando planilha: 2,5 MB recebidos")).toBeTruthy();
    // The page is not a filter: the spreadsheet has every company the filters find.
    expect(baixarArquivo).toHaveBeenCalledWith(
      "/empresa/interno/export/?search=caf%C3%A9&areaatuacao=4",
      expect.stringMatching(/^empresas-\d{4}-\d{2}-\d{2}\.xlsx$/),
      "get",
      expect.any(Function),
    );
    await act(async () => terminar());
    await waitFor(() => expect(screen.queryByText(/recebidos/)).toBeNull());
  });
});
