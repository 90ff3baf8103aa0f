import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useCarrinhoStore } from "@/stores/carrinho";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { usarNavegacao } from "@/tests/setup/navegacao";
import { Carrinho } from "./carrinho";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));
vi.mock("@/hooks/use-sessao", () => ({
  useSessao: () => ({ user: { id: 4, groups: [{ name: "cliente" }] } }),
}));
vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);
// The feedback messages (lib/messages.ts) go through antd's static messages.
vi.mock("@/lib/aviso-avulso", () => ({ avisar: () => {} }));

const server = mswServer();
usarNavegacao();
afterEach(() => useCarrinhoStore.setState({ items: [] }));

describe("Carrinho", { timeout: 20_000 }, () => {
  it("puts the focus on the first field to fix, even when the send came before the companies", async () => {
    let chegar = () => {};
    const chegaram = new Promise<void>((resolve) => (chegar = resolve));
    server.use(
      http.get(`${API}/empresa/list/`, async () => {
        await chegaram;
        await delay(10);
        return HttpResponse.json([{ id: 3, nomefantasia: "Sabor da Ilha", cnpj_mask: "82.158.239/0001-59" }]);
      }),
      http.get(`${API}/servico/detalhe/5/questionario/`, () =>
        HttpResponse.json({ id: 1, descricao: "Dimensionamento", perguntas: [] }),
      ),
    );
    useCarrinhoStore.setState({
      items: [
        {
          id: 5,
          empresa: null,
          modelooferta: {
            id: 5,
            titulo: "Gestão financeira",
            valor: 100,
            servico: { id: 9, titulo: "Gestão" },
          },
          objetivo: "",
          respostas: {},
        },
      ],
    });
    render(<Carrinho />, { wrapper: queryWrapper() });
    const empresa = await screen.findByLabelText(/^Empresa para/);
    expect(empresa).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("button", { name: "Enviar solicitação" }));
    await waitFor(() => expect(empresa.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).not.toBe(empresa);
    chegar();
    await waitFor(() => expect(document.activeElement).toBe(empresa));
  });
});
