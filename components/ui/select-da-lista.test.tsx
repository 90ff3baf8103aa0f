import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LISTA_INDISPONIVEL } from "@/lib/messages";
import { SelectDaLista } from "./select-da-lista";

const carregada = { isPending: false, isFetching: false, isError: false, data: [], refetch: () => {} };

// antd's first render in jsdom takes a few seconds on a busy machine.
describe("SelectDaLista", { timeout: 20_000 }, () => {
  it("says there is nothing to choose when the list came back empty", async () => {
    render(
      <SelectDaLista aria-label="Consultor" open lista={carregada} vazio="Nenhum consultor." options={[]} />,
    );
    expect(await screen.findByText("Nenhum consultor.")).toBeTruthy();
  });

  it("offers the retry in place of the options when the list failed", async () => {
    const refetch = vi.fn();
    render(
      <SelectDaLista
        aria-label="Consultor"
        open
        lista={{ ...carregada, isError: true, data: undefined, refetch }}
        vazio="Nenhum consultor."
        options={[]}
      />,
    );
    expect(await screen.findByText(LISTA_INDISPONIVEL)).toBeTruthy();
    expect(screen.queryByText("Nenhum consultor.")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Tentar de novo" }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("searches on the server when given a search, sending what is typed", () => {
    const buscar = vi.fn();
    render(<SelectDaLista aria-label="Centro" lista={carregada} buscar={buscar} options={[]} />);
    fireEvent.change(screen.getByRole("combobox", { name: "Centro" }), { target: { value: "CC-1" } });
    expect(buscar).toHaveBeenLastCalledWith("CC-1");
  });
});
