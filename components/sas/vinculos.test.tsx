import { http, HttpResponse } from "msw";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Vinculo } from "@/services/sas";
import { closeAll } from "@/stores/modals";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { navegacao, usarNavegacao } from "@/tests/setup/navegacao";
import { VinculosCpf } from "./vinculos";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));
vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);

const server = mswServer();
usarNavegacao("/interno/vinculos-cpf");
afterEach(() => {
  closeAll();
});

const sabor = {
  id: 1,
  razaosocial: "Sabor da Ilha Ltda",
  nomefantasia: "Sabor da Ilha",
  cnpj_mask: "82.158.239/0001-59",
  cpf_mask: null,
};
const roberto: Vinculo = {
  id: "pessoa-2",
  papel: "SOCIO_ADMINISTRADOR",
  pessoa: { nome: "Roberto", sobrenome: "Albuquerque", cpf_mask: "***.787.022-**" },
  empresa: sabor,
};
const pagina = (results: Vinculo[]) => ({ count: results.length, next: null, previous: null, results });

describe("VinculosCpf", { timeout: 20_000 }, () => {
  it("lists the links with masked CPFs, the search and role from the URL", async () => {
    navegacao.url = new URLSearchParams("search=albuquerque&papel=SOCIO_ADMINISTRADOR");
    let pedido: URLSearchParams | null = null;
    server.use(
      http.get(`${API}/sas/consultar/vinculos/`, ({ request }) => {
        pedido = new URL(request.url).searchParams;
        return HttpResponse.json(pagina([roberto]));
      }),
    );
    render(<VinculosCpf />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Roberto Albuquerque")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Vínculos de CPF" })).toBeTruthy();
    // The CPF and the company have columns from "sm" up; on a phone they come under the person's name.
    const celulas = within(screen.getByText("Roberto Albuquerque").closest("tr")!).getAllByRole("cell");
    expect(celulas.map((c) => c.textContent)).toEqual([
      "Roberto Albuquerque***.787.022-**Sabor da Ilha · 82.158.239/0001-59",
      "***.787.022-**",
      "Sócio-administrador",
      "Sabor da Ilha · 82.158.239/0001-59",
      "Detalhes",
    ]);
    expect(celulas.map((c) => c.classList.contains("a-partir-sm"))).toEqual([false, true, true, true, false]);
    expect(celulas[0].querySelectorAll(".so-celular")).toHaveLength(2);
    expect(pedido!.get("search")).toBe("albuquerque");
    expect(pedido!.get("papel")).toBe("SOCIO_ADMINISTRADOR");
  });

  it("checks the CPF on its field, then shows the companies it is linked to with the roles", async () => {
    let cpf: string | null = null;
    server.use(
      http.get(`${API}/sas/consultar/vinculos/`, () => HttpResponse.json(pagina([]))),
      http.get(`${API}/sas/consultar/empresas/`, ({ request }) => {
        cpf = new URL(request.url).searchParams.get("cpf");
        return HttpResponse.json([{ ...sabor, papeis: ["SOCIO_ADMINISTRADOR"] }]);
      }),
    );
    render(<VinculosCpf />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Nenhum vínculo registrado.")).toBeTruthy();
    const campo = screen.getByLabelText("CPF");
    fireEvent.change(campo, { target: { value: "21178702285" } });
    fireEvent.click(screen.getByRole("button", { name: "Consultar" }));
    expect(await screen.findByText("CPF inválido.")).toBeTruthy();
    expect(cpf).toBeNull();
    fireEvent.change(campo, { target: { value: "21178702286" } });
    expect((campo as HTMLInputElement).value).toBe("211.787.022-86");
    fireEvent.click(screen.getByRole("button", { name: "Consultar" }));
    expect(await screen.findByText("Sócio-administrador")).toBeTruthy();
    expect(cpf).toBe("21178702286");
  });

  it("opens a link's detail: the CPF in full when the server gives it, masked with who may see it otherwise", async () => {
    let completo = true;
    server.use(
      http.get(`${API}/sas/consultar/vinculos/`, () => HttpResponse.json(pagina([roberto]))),
      http.get(`${API}/sas/consultar/vinculos/pessoa-2/`, () =>
        HttpResponse.json({
          ...roberto,
          pessoa: { ...roberto.pessoa, cpf: completo ? "21178702286" : null },
        }),
      ),
    );
    const { unmount } = render(<VinculosCpf />, { wrapper: queryWrapper() });
    fireEvent.click(
      await screen.findByRole("button", { name: "Detalhes do vínculo de Roberto Albuquerque" }),
    );
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("21178702286")).toBeTruthy();
    unmount();
    closeAll();
    completo = false;
    render(<VinculosCpf />, { wrapper: queryWrapper() });
    fireEvent.click(
      await screen.findByRole("button", { name: "Detalhes do vínculo de Roberto Albuquerque" }),
    );
    await waitFor(() =>
      expect(
        screen.getByText(/^\*\*\*\.787\.022-\*\* \(completo só para gestor, coordenador, administrador\)$/),
      ).toBeTruthy(),
    );
  });
});
