import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FalhaDaApi } from "@/lib/api-client";
import type { EntradaPagamento, Pagamento } from "@/services/pagamento";
import { FormularioPagamento } from "./formulario-pagamento";

const recusado = {
  situacao: "FALHOU",
  motivo: "Pagamento não autorizado pelo emissor do cartão.",
} as Pagamento;

function renderizar(pagar: (e: EntradaPagamento) => Promise<Pagamento>, semCartao?: string) {
  render(
    <FormularioPagamento
      semCartao={semCartao}
      valor={300}
      maxParcelas={3}
      pix={null}
      pagar={pagar}
      pagando={false}
      verificar={() => Promise.reject(new Error("não chamado"))}
      verificando={false}
    />,
  );
}

// By role, which leaves out the fields of a hidden tab.
const campo = (rotulo: string) =>
  screen.getByRole(rotulo === "Parcelas" ? "combobox" : "textbox", { name: rotulo });
const digitar = (rotulo: string, valor: string) =>
  fireEvent.change(campo(rotulo), { target: { value: valor } });
const pagar = () => fireEvent.click(screen.getByRole("button", { name: /^Pagar R\$/ }));

describe("FormularioPagamento", () => {
  it("offers only Pix, and says why, when cards are closed", async () => {
    const chamada = vi.fn(() => Promise.resolve(recusado));
    renderizar(chamada, "Este link não aceita mais cartão.");
    expect(screen.getByRole("status").textContent).toBe("Este link não aceita mais cartão.");
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Número do cartão" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Gerar código Pix" }));
    await waitFor(() => expect(chamada).toHaveBeenCalledExactlyOnceWith({ forma: "PIX", parcelas: 1 }));
  });

  it("names each problem on its field, focuses the first, and sends nothing until all are fixed", async () => {
    const chamada = vi.fn(() => Promise.resolve(recusado));
    renderizar(chamada);
    pagar();
    expect(await screen.findAllByText("Preencha este campo.")).toHaveLength(4);
    expect(campo("Número do cartão").getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(campo("Número do cartão")));

    // Masks as typed: groups of four, MM/AA, digits only.
    digitar("Número do cartão", "4000a000000000002");
    expect((campo("Número do cartão") as HTMLInputElement).value).toBe("4000 0000 0000 0002");
    digitar("Validade", "1330");
    expect((campo("Validade") as HTMLInputElement).value).toBe("13/30");
    expect(screen.getByText("Use o formato MM/AA.")).toBeTruthy();
    digitar("Validade", "1230");
    digitar("Nome impresso no cartão", "Al");
    expect(screen.getByText("Escreva ao menos 3 caracteres.")).toBeTruthy();
    digitar("Nome impresso no cartão", " Ana Souza ");
    digitar("Código de segurança", "12x3");
    fireEvent.change(campo("Parcelas"), { target: { value: "3" } });
    pagar();
    expect(await screen.findByText("Pagamento não autorizado pelo emissor do cartão.")).toBeTruthy();
    expect(chamada).toHaveBeenCalledExactlyOnceWith({
      forma: "CREDITO",
      parcelas: 3,
      cartao: { numero: "4000000000000002", nome: "Ana Souza", validade: "12/30", cvv: "123" },
    });
    // A refusal keeps what was typed, for another try.
    expect((campo("Nome impresso no cartão") as HTMLInputElement).value).toBe(" Ana Souza ");
  });

  it("puts the server's field errors on their fields until they change, and its message above", async () => {
    const chamada = vi.fn(() =>
      Promise.reject(
        new FalhaDaApi(400, {
          detail: "Dados de pagamento inválidos.",
          errors: { "cartao.numero": ["Número do cartão inválido."], outro: ["Tente mais tarde."] },
        }),
      ),
    );
    renderizar(chamada);
    digitar("Número do cartão", "4111111111111112");
    digitar("Nome impresso no cartão", "Ana Souza");
    digitar("Validade", "1230");
    digitar("Código de segurança", "123");
    pagar();
    expect(await screen.findByText("Número do cartão inválido.")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Dados de pagamento inválidos.Tente mais tarde.");
    await waitFor(() => expect(document.activeElement).toBe(campo("Número do cartão")));
    digitar("Número do cartão", "4111111111111111");
    expect(screen.queryByText("Número do cartão inválido.")).toBeNull();
  });

  it("switches tabs by click and arrow keys, keeping what a tab had typed", () => {
    renderizar(() => Promise.resolve(recusado));
    digitar("Nome impresso no cartão", "Ana");
    const credito = screen.getByRole("tab", { name: "Crédito" });
    fireEvent.keyDown(credito, { key: "ArrowRight" });
    const debito = screen.getByRole("tab", { name: "Débito" });
    expect(debito.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(debito);
    // The debit form has no instalments.
    expect(screen.queryByRole("combobox", { name: "Parcelas" })).toBeNull();
    fireEvent.keyDown(debito, { key: "End" });
    expect(screen.getByRole("button", { name: "Gerar código Pix" })).toBeTruthy();
    fireEvent.click(credito);
    expect((campo("Nome impresso no cartão") as HTMLInputElement).value).toBe("Ana");
  });
});
