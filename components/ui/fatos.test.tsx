import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Fatos } from "./fatos";

describe("Fatos", () => {
  it("draws each label and value as a term and its definition, leaving out a false one", () => {
    render(
      <Fatos
        fatos={[
          ["Serviço", "Gestão da Propriedade Rural"],
          false,
          ["Valor", <strong key="valor">R$ 1.200,00</strong>],
        ]}
      />,
    );
    expect(screen.getAllByRole("term").map((dt) => dt.textContent)).toEqual(["Serviço", "Valor"]);
    expect(screen.getAllByRole("definition").map((dd) => dd.textContent)).toEqual([
      "Gestão da Propriedade Rural",
      "R$ 1.200,00",
    ]);
  });

  it("in two columns, a wide fact takes the whole row", () => {
    const { container } = render(
      <Fatos
        duasColunas
        fatos={[
          ["Ação", "A-12"],
          ["Objetivo", "Reduzir custos", "largo"],
        ]}
      />,
    );
    const dl = container.querySelector("dl")!;
    expect(dl.className).toBe("fatos fatos-em-duas");
    expect(dl.querySelector("dt.fato-largo")?.textContent).toBe("Objetivo");
    expect(dl.querySelector("dd.fato-largo")?.textContent).toBe("Reduzir custos");
    expect(dl.querySelectorAll(".fato-largo")).toHaveLength(2);
  });

  it("adds another look and its own margin", () => {
    const { container } = render(
      <Fatos className="fatos-com-bordas" style={{ marginBottom: 0 }} fatos={[["Ano", 2026]]} />,
    );
    const dl = container.querySelector("dl")!;
    expect(dl.className).toBe("fatos fatos-com-bordas");
    expect(dl.style.marginBottom).toBe("0px");
  });
});
