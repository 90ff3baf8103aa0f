import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MenuDeAcoes } from "./menu-de-acoes";

const escolhidos: string[] = [];
const itens = ["Editar objetivo", "Anexar documento", "Cancelar solicitação"].map((rotulo) => ({
  chave: rotulo,
  rotulo,
  perigo: rotulo.startsWith("Cancelar"),
  onClick: vi.fn(() => escolhidos.push(rotulo)),
}));

const desenhar = () =>
  render(
    <>
      <MenuDeAcoes rotulo="Mais ações" itens={itens} />
      <p>fora</p>
    </>,
  );
const botao = () => screen.getByRole("button", { name: "Mais ações" });
const focado = () => document.activeElement?.textContent;

describe("MenuDeAcoes", () => {
  it("opens on a click with its first item focused, and runs the item chosen, closing", () => {
    escolhidos.length = 0;
    desenhar();
    expect(botao().getAttribute("aria-haspopup")).toBe("menu");
    expect(botao().getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull();
    fireEvent.click(botao());
    expect(botao().getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("menu", { name: "Mais ações" }).id).toBe(botao().getAttribute("aria-controls"));
    expect(screen.getAllByRole("menuitem").map((i) => i.textContent)).toEqual(itens.map((i) => i.rotulo));
    expect(focado()).toBe("Editar objetivo");
    expect(screen.getByRole("menuitem", { name: "Cancelar solicitação" }).className).toContain(
      "botao-perigo",
    );
    fireEvent.click(screen.getByRole("menuitem", { name: "Anexar documento" }));
    expect(escolhidos).toEqual(["Anexar documento"]);
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("moves with the arrows, Home and End, wrapping round, and Esc goes back to the button", () => {
    desenhar();
    fireEvent.keyDown(botao(), { key: "ArrowUp" });
    expect(focado()).toBe("Cancelar solicitação");
    const menu = screen.getByRole("menu");
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(focado()).toBe("Editar objetivo");
    fireEvent.keyDown(menu, { key: "ArrowUp" });
    expect(focado()).toBe("Cancelar solicitação");
    fireEvent.keyDown(menu, { key: "Home" });
    expect(focado()).toBe("Editar objetivo");
    fireEvent.keyDown(menu, { key: "End" });
    expect(focado()).toBe("Cancelar solicitação");
    expect(screen.getAllByRole("menuitem").map((i) => i.tabIndex)).toEqual([-1, -1, 0]);
    fireEvent.keyDown(menu, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(botao());
    fireEvent.keyDown(botao(), { key: "ArrowDown" });
    expect(focado()).toBe("Editar objetivo");
  });

  it("closes on a click outside, on Tab, and on its button again", () => {
    desenhar();
    fireEvent.click(botao());
    fireEvent.pointerDown(screen.getByText("fora"));
    expect(screen.queryByRole("menu")).toBeNull();
    fireEvent.click(botao());
    fireEvent.keyDown(screen.getByRole("menu"), { key: "Tab" });
    expect(screen.queryByRole("menu")).toBeNull();
    fireEvent.click(botao());
    fireEvent.click(botao());
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("says when an action started from it is under way", () => {
    render(<MenuDeAcoes rotulo="Mais ações" itens={itens} carregando />);
    expect(botao().getAttribute("aria-busy")).toBe("true");
  });
});
