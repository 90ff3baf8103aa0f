import { http, HttpResponse } from "msw";
import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { navegacao, usarNavegacao } from "@/tests/setup/navegacao";
import { DiagnosticosDaParte } from "./diagnosticos-da-parte";

vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);

const server = mswServer();
usarNavegacao("/externo/prestador/diagnosticos");
let pedido: URLSearchParams | null = null;
beforeEach(() => {
  pedido = null;
  server.use(
    http.get(`${API}/diagnostico/externo/`, ({ request }) => {
      pedido = new URL(request.url).searchParams;
      return HttpResponse.json({ count: 0, next: null, previous: null, results: [] });
    }),
  );
});

describe("DiagnosticosDaParte", { timeout: 30_000 }, () => {
  it("lists the URL's tab with its labelled filters, and a tab or 'Limpar filtros' changes the URL", async () => {
    navegacao.url = new URLSearchParams("aba=enviados&search=2026");
    render(<DiagnosticosDaParte parte="prestador" />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Nenhum diagnóstico encontrado com estes filtros.")).toBeTruthy();
    expect(pedido!.get("status")).toBe("ENVIADO,APROVADO");
    expect(pedido!.get("search")).toBe("2026");
    expect(screen.getByRole("tab", { name: "Enviados", selected: true })).toBeTruthy();
    const painel = screen.getByRole("tabpanel", { name: "Enviados" });
    expect(screen.getByLabelText("Buscar").closest("[role=tabpanel]")).toBe(painel);
    expect(screen.getByLabelText("Buscar")).toHaveProperty("value", "2026");
    // The date range loads after the page (slowly beside other test files); its field then holds the label's id.
    expect(await screen.findByLabelText("Criado entre", {}, { timeout: 15_000 })).toBeTruthy();

    fireEvent.click(screen.getByRole("tab", { name: "Todos" }));
    expect(navegacao.replace).toHaveBeenLastCalledWith(
      "/externo/prestador/diagnosticos?aba=todos&search=2026",
      {
        scroll: false,
      },
    );
    fireEvent.click(screen.getByRole("tab", { name: "A fazer" }));
    expect(navegacao.replace).toHaveBeenLastCalledWith("/externo/prestador/diagnosticos?search=2026", {
      scroll: false,
    });
    fireEvent.click(screen.getByRole("button", { name: "Limpar filtros" }));
    expect(navegacao.replace).toHaveBeenLastCalledWith("/externo/prestador/diagnosticos", { scroll: false });
  });
});
