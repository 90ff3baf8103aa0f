import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SelectAdiado } from "./select-adiado";

const OPCOES = [
  { value: "semana", label: "Vence até domingo" },
  { value: "atrasado", label: "Atrasado" },
];

function Prazo({ inicial, aoMudar }: { inicial?: string; aoMudar?: (v?: string | number) => void }) {
  const [valor, setValor] = useState<string | number | undefined>(inicial);
  return (
    <>
      <label htmlFor="prazo">Prazo</label>
      <SelectAdiado
        id="prazo"
        allowClear
        placeholder="Qualquer prazo"
        options={OPCOES}
        value={valor}
        onChange={(v?: string | number) => {
          setValor(v);
          aoMudar?.(v);
        }}
      />
      <button type="button">Depois</button>
    </>
  );
}

const caixa = () => screen.getByRole("combobox", { name: "Prazo" });
/** antd's select, once it has come: its search field holds the label's id. */
const real = () =>
  waitFor(() => expect(document.querySelector(".ant-select #prazo")).not.toBeNull(), { timeout: 15_000 });

describe("SelectAdiado", { timeout: 20_000 }, () => {
  it("is a plain box named by its label, showing the placeholder or the option chosen, with no antd in it", () => {
    const { unmount } = render(<Prazo />);
    expect(caixa().tagName).toBe("BUTTON");
    expect(caixa().textContent).toBe("Qualquer prazo");
    expect(caixa().getAttribute("aria-expanded")).toBe("false");
    expect(document.querySelector("[class*='ant-']")).toBeNull();
    unmount();
    render(<Prazo inicial="atrasado" />);
    expect(caixa().textContent).toBe("Atrasado");
  });

  it("becomes antd's select when pointed at, unopened and keeping its value", async () => {
    render(<Prazo inicial="semana" />);
    fireEvent.pointerEnter(caixa());
    await real();
    expect(caixa().closest(".ant-select")!.textContent).toContain("Vence até domingo");
    expect(document.querySelector(".ant-select-dropdown")).toBeNull();
  });

  it("hands its focus to antd's select, which the keyboard then opens", async () => {
    render(<Prazo />);
    act(() => caixa().focus());
    await real();
    expect(document.activeElement).toBe(caixa());
    expect(caixa().tagName).toBe("INPUT");
    fireEvent.keyDown(caixa(), { key: "ArrowDown", keyCode: 40, which: 40 });
    expect(await screen.findByRole("option", { name: "Atrasado" })).toBeTruthy();
  });

  it("opens as it comes when pressed, and the option picked is chosen", async () => {
    const aoMudar = vi.fn();
    render(<Prazo aoMudar={aoMudar} />);
    fireEvent.mouseDown(caixa());
    await real();
    const atrasado = await screen.findAllByTitle("Atrasado");
    fireEvent.click(atrasado[atrasado.length - 1]);
    expect(aoMudar).toHaveBeenCalledWith("atrasado");
  });

  it("opens as it comes when Enter is pressed on it", async () => {
    render(<Prazo />);
    act(() => caixa().focus());
    fireEvent.keyDown(caixa(), { key: "Enter" });
    await real();
    expect(await screen.findByRole("option", { name: "Vence até domingo" })).toBeTruthy();
    expect(document.activeElement).toBe(caixa());
  });

  it("does not take the focus back when it has moved on before antd's select came", async () => {
    render(<Prazo />);
    act(() => caixa().focus());
    act(() => screen.getByRole("button", { name: "Depois" }).focus());
    await real();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Depois" }));
  });

  it("says a value chosen elsewhere is loading while its options are on their way", () => {
    render(<SelectAdiado id="gestor" value={4} loading options={undefined} />);
    expect(screen.getByRole("combobox").textContent).toBe("Carregando…");
  });

  it("shows several values by their labels, named by its aria-label, and antd's select keeps them all", async () => {
    const { unmount } = render(
      <SelectAdiado
        id="grupos"
        aria-label="Grupos"
        mode="multiple"
        placeholder="Todos"
        value={[]}
        options={OPCOES}
      />,
    );
    expect(screen.getByRole("combobox", { name: "Grupos" }).textContent).toBe("Todos");
    unmount();
    render(
      <SelectAdiado
        id="grupos"
        aria-label="Grupos"
        mode="multiple"
        value={["semana", "atrasado"]}
        options={OPCOES}
      />,
    );
    const grupos = screen.getByRole("combobox", { name: "Grupos" });
    expect(grupos.textContent).toBe("Vence até domingo, Atrasado");
    fireEvent.pointerEnter(grupos);
    await waitFor(() => expect(document.querySelector(".ant-select-multiple #grupos")).not.toBeNull(), {
      timeout: 15_000,
    });
    const etiquetas = [...document.querySelectorAll(".ant-select-selection-item")].map((e) => e.textContent);
    expect(etiquetas).toEqual(["Vence até domingo", "Atrasado"]);
  });
});
