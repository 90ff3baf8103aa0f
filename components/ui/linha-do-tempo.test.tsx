import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LinhaDoTempo } from "./linha-do-tempo";

describe("LinhaDoTempo", () => {
  it("draws the events in the order given, as items of an ordered list, each with its content", () => {
    render(
      <LinhaDoTempo
        items={[
          { key: 3, content: <strong>Solicitado</strong> },
          { key: 1, content: <p>Credenciado</p> },
          { key: 2, content: "Concluído" },
        ]}
      />,
    );
    const lista = screen.getByRole("list");
    expect(lista.tagName).toBe("OL");
    expect(lista.className).toBe("linha-do-tempo");
    const itens = within(lista).getAllByRole("listitem");
    expect(itens.map((li) => li.textContent)).toEqual(["Solicitado", "Credenciado", "Concluído"]);
    expect(itens.every((li) => li.className === "linha-do-tempo-item")).toBe(true);
    // The content sits in its own block, beside the ring the item draws.
    expect(within(itens[0]).getByText("Solicitado").closest(".linha-do-tempo-conteudo")).toBeTruthy();
    expect(within(itens[1]).getByText("Credenciado").tagName).toBe("P");
  });

  it("draws an empty list when there are no events", () => {
    render(<LinhaDoTempo items={[]} />);
    expect(screen.getByRole("list").children).toHaveLength(0);
  });
});
