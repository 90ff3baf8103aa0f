import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PassosDaSolicitacao } from "./passos";
import { textoDaVez, textoDoPasso } from "./texto";

const pagamento = { codigo: "AGUARDANDO_PAGAMENTO", descricao: "Aguardando pagamento" };

describe("PassosDaSolicitacao", () => {
  it("is an ordered list of the nine steps, the current one marked with who acts and until when", () => {
    render(
      <PassosDaSolicitacao
        substatus={{ codigo: "AGUARDANDO_PROPOSTAS", descricao: "Aguardando propostas" }}
        leitor="cliente"
        prazo="2026-12-22T02:59:59Z"
      />,
    );
    const lista = screen.getByRole("list");
    expect(lista.tagName).toBe("OL");
    const itens = within(lista).getAllByRole("listitem");
    expect(itens).toHaveLength(9);
    const atual = itens.filter((li) => li.getAttribute("aria-current") === "step");
    expect(atual).toHaveLength(1);
    expect(atual[0].textContent).toBe(
      "Propostas (etapa atual)Aguardando propostas · agora: o prestador · até 21/12/2026",
    );
    expect(itens.slice(0, 3).every((li) => li.textContent?.endsWith("(concluída)"))).toBe(true);
  });

  it("marks no step current once the request is cancelled, and says so", () => {
    render(
      <PassosDaSolicitacao
        substatus={{ codigo: "CANCELADA", descricao: "Cancelada" }}
        leitor="equipe"
        prazo={null}
      />,
    );
    expect(screen.getByText("Cancelada: a solicitação saiu das etapas.")).toBeTruthy();
    expect(document.querySelector('[aria-current="step"]')).toBeNull();
  });
});

describe("the banner's words", () => {
  it("ask the party whose turn it is, and tell the others who acts", () => {
    expect(textoDoPasso(pagamento, "cliente", null, { tarefa: "pagar R$ 1.440,00" })).toEqual({
      pedido: true,
      texto: "pagar R$ 1.440,00.",
    });
    expect(textoDoPasso(pagamento, "equipe", null)).toEqual({
      pedido: false,
      texto: "aguardando o cliente pagar a sua parte.",
    });
    expect(textoDoPasso({ codigo: "CONCLUIDA", descricao: "Concluída" }, "cliente", null).texto).toBe(
      "Concluída. Nada mais é pedido nesta solicitação.",
    );
  });

  it("hand the evaluation step to staff once the client has evaluated the service", () => {
    const avaliacao = { codigo: "AGUARDANDO_AVALIACAO", descricao: "Aguardando avaliação" };
    expect(textoDoPasso(avaliacao, "cliente", null).texto).toBe("avaliar o serviço.");
    expect(textoDoPasso(avaliacao, "cliente", null, { avaliada: true })).toEqual({
      pedido: false,
      texto: "aguardando a equipe do programa finalizar a solicitação.",
    });
    expect(textoDoPasso(avaliacao, "equipe", null, { avaliada: true })).toEqual({
      pedido: true,
      texto: "finalizar a solicitação.",
    });
  });

  it("leave the reader out of who acts when the API gives them nothing to do", () => {
    const assinatura = { vez: ["cliente", "prestador"] as const, tarefa: "assinar o contrato" };
    expect(textoDaVez(assinatura, "cliente", null, { pedido: false, fim: "" }).texto).toBe(
      "aguardando o prestador assinar o contrato.",
    );
  });
});
