import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Abas } from "./abas";

const selecionada = () => screen.getByRole("tab", { selected: true });

describe("Abas with their panels", () => {
  const abas = [
    { chave: "pix", rotulo: "Pix", conteudo: <input aria-label="Código" /> },
    { chave: "credito", rotulo: "Crédito", conteudo: "Dados do cartão" },
    { chave: "boleto", rotulo: "Boleto", conteudo: "Linha digitável" },
  ];

  it("wires each tab to its panel and opens the first", () => {
    render(<Abas rotulo="Forma de pagamento" abas={abas} />);
    expect(screen.getByRole("tablist", { name: "Forma de pagamento" })).toBeTruthy();
    const pix = screen.getByRole("tab", { name: "Pix" });
    expect(selecionada()).toBe(pix);
    expect(pix.tabIndex).toBe(0);
    expect(screen.getByRole("tab", { name: "Crédito" }).tabIndex).toBe(-1);
    const painel = screen.getByRole("tabpanel", { name: "Pix" });
    expect(pix.getAttribute("aria-controls")).toBe(painel.id);
    expect(painel.getAttribute("aria-labelledby")).toBe(pix.id);
    // A panel not yet opened is not drawn.
    expect(screen.queryByText("Dados do cartão")).toBeNull();
  });

  it("opens a tab clicked, keeping what was typed in the one left", () => {
    render(<Abas rotulo="Forma de pagamento" abas={abas} />);
    fireEvent.change(screen.getByLabelText("Código"), { target: { value: "123" } });
    fireEvent.click(screen.getByRole("tab", { name: "Crédito" }));
    expect(selecionada().textContent).toBe("Crédito");
    expect(screen.getByRole("tabpanel", { name: "Crédito" }).textContent).toBe("Dados do cartão");
    expect(screen.queryByRole("tabpanel", { name: "Pix" })).toBeNull();
    fireEvent.click(screen.getByRole("tab", { name: "Pix" }));
    expect((screen.getByLabelText("Código") as HTMLInputElement).value).toBe("123");
  });

  it("opens the tab the arrows, Home and End reach, and focuses it", () => {
    render(<Abas rotulo="Forma de pagamento" abas={abas} />);
    const teclar = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    screen.getByRole("tab", { name: "Pix" }).focus();
    for (const [tecla, aba] of [
      ["ArrowRight", "Crédito"],
      ["ArrowRight", "Boleto"],
      ["ArrowRight", "Pix"],
      ["ArrowLeft", "Boleto"],
      ["Home", "Pix"],
      ["End", "Boleto"],
    ]) {
      teclar(tecla);
      expect(selecionada().textContent).toBe(aba);
      expect(document.activeElement).toBe(selecionada());
    }
    expect(screen.getByRole("tabpanel", { name: "Boleto" }).textContent).toBe("Linha digitável");
  });
});

describe("Abas that filter a list", () => {
  const abas = [
    { chave: "todos", rotulo: "Todos" },
    { chave: "enviados", rotulo: "Enviados" },
    { chave: "aprovados", rotulo: "Aprovados" },
  ] as const;

  const desenhar = (ativa: (typeof abas)[number]["chave"], aoMudar = vi.fn()) => (
    <Abas rotulo="Diagnósticos" abas={abas} ativa={ativa} aoMudar={aoMudar}>
      <p>A lista</p>
    </Abas>
  );

  it("shows the tab given as open, over one panel it labels, which every tab controls", () => {
    const { rerender } = render(desenhar("enviados"));
    const enviados = screen.getByRole("tab", { name: "Enviados" });
    expect(selecionada()).toBe(enviados);
    expect(enviados.tabIndex).toBe(0);
    const paineis = screen.getAllByRole("tabpanel");
    expect(paineis).toHaveLength(1);
    expect(paineis[0].textContent).toBe("A lista");
    expect(paineis[0].getAttribute("aria-labelledby")).toBe(enviados.id);
    for (const aba of screen.getAllByRole("tab"))
      expect(aba.getAttribute("aria-controls")).toBe(paineis[0].id);

    rerender(desenhar("aprovados"));
    expect(selecionada().textContent).toBe("Aprovados");
    expect(screen.getByRole("tabpanel", { name: "Aprovados" })).toBe(paineis[0]);
  });

  it("asks for the tab clicked and leaves the open one to the caller", () => {
    const aoMudar = vi.fn();
    render(desenhar("todos", aoMudar));
    fireEvent.click(screen.getByRole("tab", { name: "Aprovados" }));
    expect(aoMudar).toHaveBeenCalledExactlyOnceWith("aprovados");
    expect(selecionada().textContent).toBe("Todos");
    // The open tab clicked again reloads nothing.
    fireEvent.click(screen.getByRole("tab", { name: "Todos" }));
    expect(aoMudar).toHaveBeenCalledOnce();
  });

  it("moves the focus with the arrows, Home and End without opening a tab; a press (Enter, Space) opens it", () => {
    const aoMudar = vi.fn();
    render(desenhar("todos", aoMudar));
    screen.getByRole("tab", { name: "Todos" }).focus();
    for (const [tecla, aba] of [
      ["ArrowRight", "Enviados"],
      ["ArrowRight", "Aprovados"],
      ["ArrowRight", "Todos"],
      ["ArrowLeft", "Aprovados"],
      ["Home", "Todos"],
      ["End", "Aprovados"],
    ]) {
      fireEvent.keyDown(document.activeElement!, { key: tecla });
      expect(document.activeElement?.textContent).toBe(aba);
    }
    expect(aoMudar).not.toHaveBeenCalled();
    expect(selecionada().textContent).toBe("Todos");
    // Enter and Space press the focused tab's button: a click.
    fireEvent.click(document.activeElement!);
    expect(aoMudar).toHaveBeenCalledExactlyOnceWith("aprovados");
  });
});
