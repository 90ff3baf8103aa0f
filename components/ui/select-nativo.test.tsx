import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SelectNativo } from "./select-nativo";

const ANOS = [2024, 2025, 2026].map((ano) => ({ value: ano, label: String(ano) }));
const select = () => screen.getByRole<HTMLSelectElement>("combobox", { name: "Ano" });

describe("SelectNativo", () => {
  it("offers the empty choice first when given `todos`, and gives a chosen value back with its type", () => {
    const onChange = vi.fn();
    render(
      <SelectNativo rotulo="Ano" todos="Todos os anos" valor={undefined} opcoes={ANOS} onChange={onChange} />,
    );
    expect(select().selectedOptions[0].textContent).toBe("Todos os anos");
    fireEvent.change(select(), { target: { value: "2025" } });
    expect(onChange).toHaveBeenLastCalledWith(2025);
    fireEvent.change(select(), { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it("shows an empty box, not its first option, while the value of a select without `todos` is not known", () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <SelectNativo rotulo="Ano" valor={undefined} opcoes={ANOS} onChange={onChange} />,
    );
    expect(select().value).toBe("");
    expect(select().selectedOptions[0].hidden).toBe(true);
    fireEvent.change(select(), { target: { value: "2024" } });
    expect(onChange).toHaveBeenLastCalledWith(2024);

    rerender(<SelectNativo rotulo="Ano" valor={2026} opcoes={ANOS} onChange={onChange} />);
    expect(select().value).toBe("2026");
    expect(select().options).toHaveLength(3);
    fireEvent.change(select(), { target: { value: "2025" } });
    expect(onChange).toHaveBeenLastCalledWith(2025);
  });
});
