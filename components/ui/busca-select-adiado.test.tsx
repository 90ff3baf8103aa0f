import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { BuscaSelectAdiado } from "./busca-select-adiado";

type Modelo = { id: number; descricao: string };

const MODELOS: Modelo[] = [
  { id: 1, descricao: "Fluxo de caixa" },
  { id: 2, descricao: "Marketing digital" },
];

function Filtro({
  inicial = null,
  items = MODELOS,
  aoMudar,
  onRetry,
}: {
  inicial?: Modelo | null;
  items?: Modelo[] | null;
  aoMudar?: (m: Modelo | null) => void;
  onRetry?: () => void;
}) {
  const [modelo, setModelo] = useState(inicial);
  return (
    <>
      <label htmlFor="modelo">Modelo</label>
      <BuscaSelectAdiado<Modelo>
        id="modelo"
        items={items}
        loading={false}
        label={(m) => m.descricao}
        value={modelo}
        onChange={(m) => {
          setModelo(m);
          aoMudar?.(m);
        }}
        onRetry={onRetry}
        placeholder="Todos os modelos"
      />
    </>
  );
}

describe("BuscaSelectAdiado", { timeout: 20_000 }, () => {
  it("shows the object chosen by its label, even off the loaded page, and gives back the object picked", async () => {
    const aoMudar = vi.fn();
    render(<Filtro inicial={{ id: 9, descricao: "Gestão de pessoas" }} aoMudar={aoMudar} />);
    const caixa = screen.getByRole("combobox", { name: "Modelo" });
    expect(caixa.tagName).toBe("BUTTON");
    expect(caixa.textContent).toBe("Gestão de pessoas");
    fireEvent.mouseDown(caixa);
    await waitFor(() => expect(document.querySelector(".ant-select #modelo")).not.toBeNull(), {
      timeout: 15_000,
    });
    const opcoes = await screen.findAllByTitle("Marketing digital");
    fireEvent.click(opcoes[opcoes.length - 1]);
    expect(aoMudar).toHaveBeenCalledWith(MODELOS[1]);
  });

  it("says when its list could not be loaded, with a retry", () => {
    const onRetry = vi.fn();
    render(<Filtro items={null} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole("button", { name: "Tentar de novo" }));
    expect(onRetry).toHaveBeenCalled();
  });
});
