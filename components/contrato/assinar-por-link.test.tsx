import { http, HttpResponse } from "msw";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { AssinarPorLink } from "./assinar-por-link";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));

const server = mswServer();

const doLink = {
  assinatura: { id: 31, papel: "PRESTADOR", parte: "VÉRTICE CONSULTORIA" },
  contrato: { id: 4, sha256: "ab".repeat(32), tamanho: 2048 },
  solicitacao: { nrosolicitacao: "2026-900019", servico: "fluxo de caixa essencial" },
};

const assinar = () => fireEvent.click(screen.getByRole("button", { name: "Assinar contrato" }));

describe("AssinarPorLink", () => {
  it("checks name, CPF and agreement on their fields, then signs the file shown", async () => {
    let corpo: unknown = null;
    server.use(
      http.get(`${API}/link/contrato/abc/`, () => HttpResponse.json(doLink)),
      http.patch(`${API}/link/assinar/contrato/31/`, async ({ request }) => {
        corpo = await request.json();
        return HttpResponse.json({ id: 31 });
      }),
    );
    render(<AssinarPorLink token="abc" />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Vértice Consultoria (contratada)")).toBeTruthy();
    assinar();
    expect(screen.getAllByText("Preencha este campo.")).toHaveLength(2);
    expect(screen.getByText("Confirme que leu o contrato.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Nome completo")));

    fireEvent.change(screen.getByLabelText("Nome completo"), { target: { value: " Rafael Menezes " } });
    fireEvent.change(screen.getByLabelText("CPF"), { target: { value: "11111111111" } });
    expect((screen.getByLabelText("CPF") as HTMLInputElement).value).toBe("111.111.111-11");
    expect(screen.getByText("CPF inválido.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("CPF"), { target: { value: "68188229679" } });
    fireEvent.click(screen.getByLabelText("Li o contrato e concordo com os seus termos."));
    assinar();
    expect(await screen.findByText("Contrato assinado")).toBeTruthy();
    expect(corpo).toEqual({
      token: "abc",
      nome: "Rafael Menezes",
      cpf: "681.882.296-79",
      sha256: doLink.contrato.sha256,
    });
  });

  it("keeps what was typed and shows the server's reason when the signature is refused", async () => {
    server.use(
      http.get(`${API}/link/contrato/abc/`, () => HttpResponse.json(doLink)),
      http.patch(`${API}/link/assinar/contrato/31/`, () =>
        HttpResponse.json({ detail: "O contrato mudou: abra o link de novo." }, { status: 409 }),
      ),
    );
    render(<AssinarPorLink token="abc" />, { wrapper: queryWrapper() });
    fireEvent.change(await screen.findByLabelText("Nome completo"), { target: { value: "Rafael Menezes" } });
    fireEvent.change(screen.getByLabelText("CPF"), { target: { value: "68188229679" } });
    fireEvent.click(screen.getByLabelText("Li o contrato e concordo com os seus termos."));
    assinar();
    expect((await screen.findByRole("alert")).textContent).toBe("O contrato mudou: abra o link de novo.");
    expect((screen.getByLabelText("Nome completo") as HTMLInputElement).value).toBe("Rafael Menezes");
  });
});
