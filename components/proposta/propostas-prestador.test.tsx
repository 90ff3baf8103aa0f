import { http, HttpResponse } from "msw";
import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { navegacao, usarNavegacao } from "@/tests/setup/navegacao";
import { PropostasPrestador } from "./propostas-prestador";

vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);

const server = mswServer();
usarNavegacao("/externo/prestador/propostas");
const vazia = { count: 0, next: null, previous: null, results: [] };
beforeEach(() => {
  server.use(
    http.get(`${API}/proposta/externo/`, () => HttpResponse.json(vazia)),
    http.get(`${API}/proposta/externo/emanalise/`, () => HttpResponse.json(vazia)),
  );
});

describe("PropostasPrestador", { timeout: 30_000 }, () => {
  it("opens the URL's tab over its list, and a tab chosen goes to the URL with the search, without the tab's filter", async () => {
    navegacao.url = new URLSearchParams("aba=emanalise&search=caixa&dash_filter=RASCUNHO");
    render(<PropostasPrestador />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Nenhuma proposta em análise.")).toBeTruthy();
    const aba = screen.getByRole("tab", { name: "Em análise", selected: true });
    expect(screen.getByRole("tabpanel", { name: "Em análise" }).id).toBe(aba.getAttribute("aria-controls"));
    expect(screen.getByLabelText("Buscar")).toHaveProperty("value", "caixa");
    fireEvent.click(screen.getByRole("tab", { name: "Oportunidades" }));
    expect(navegacao.replace).toHaveBeenLastCalledWith("/externo/prestador/propostas?search=caixa", {
      scroll: false,
    });
  });

  it("filters the opportunities by a radio of the URL's choice, 'Todas' taking it off", async () => {
    navegacao.url = new URLSearchParams("dash_filter=RASCUNHO");
    render(<PropostasPrestador />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Nenhuma oportunidade encontrada.")).toBeTruthy();
    const grupo = screen.getByRole("radiogroup", { name: "Filtrar oportunidades" });
    expect(grupo.closest("[role=tabpanel]")).toBe(screen.getByRole("tabpanel", { name: "Oportunidades" }));
    expect(screen.getByRole("radio", { name: "Com rascunho" })).toHaveProperty("checked", true);
    fireEvent.click(screen.getByRole("radio", { name: "Sem proposta" }));
    expect(navegacao.replace).toHaveBeenLastCalledWith(
      "/externo/prestador/propostas?dash_filter=SEM_PROPOSTA",
      {
        scroll: false,
      },
    );
    fireEvent.click(screen.getByRole("radio", { name: "Todas" }));
    expect(navegacao.replace).toHaveBeenLastCalledWith("/externo/prestador/propostas", { scroll: false });
  });
});
