import { fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Tabela, type Coluna } from "./tabela";

type Linha = { id: number; nome: string; valor: number };

const linhas: Linha[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  nome: `Linha ${i + 1}`,
  valor: i,
}));
const colunas: Coluna<Linha>[] = [
  { title: "Nome", dataIndex: "nome", width: 120 },
  {
    title: "Valor",
    dataIndex: "valor",
    responsive: ["sm"],
    align: "right",
    render: (v: number) => `R$ ${v}`,
  },
  { title: "Dono", responsive: ["lg"], ellipsis: true, render: (_, l) => `Dono de ${l.nome}` },
];

const corpo = () => screen.getAllByRole("row").slice(1);

describe("Tabela", () => {
  it("draws every column in the server's HTML, a responsive one marked for CSS to hide below its breakpoint", () => {
    const html = renderToString(<Tabela columns={colunas} dataSource={linhas} pagination={false} />);
    expect(html).toContain(">Valor</th>");
    expect(html).toContain(">Dono</th>");
    document.body.innerHTML = html;
    const cols = [...document.querySelectorAll("col")];
    expect(cols.map((c) => c.className)).toEqual(["", "a-partir-sm", "a-partir-lg tabela-reticencias"]);
    expect(cols[0].style.width).toBe("120px");
    const celulas = [...document.querySelectorAll("tbody tr:first-child td")];
    expect(celulas.map((c) => c.textContent)).toEqual(["Linha 1", "R$ 0", "Dono de Linha 1"]);
    // A cut cell shows its whole text on hover.
    expect(celulas[2].getAttribute("title")).toBe("Dono de Linha 1");
    document.body.innerHTML = "";
  });

  it("pages the rows it was given ten at a time, and shows every one without pages", () => {
    const { unmount } = render(<Tabela columns={colunas} dataSource={linhas} />);
    expect(corpo()).toHaveLength(10);
    fireEvent.click(screen.getByRole("button", { name: "Página 2" }));
    expect(corpo().map((r) => within(r).getAllByRole("cell")[0].textContent)).toEqual([
      "Linha 11",
      "Linha 12",
    ]);
    unmount();
    render(<Tabela columns={colunas} dataSource={linhas} pagination={false} />);
    expect(corpo()).toHaveLength(12);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("shows a server's page as it came, its total, and asks for another page through onChange", () => {
    const onChange = vi.fn();
    render(
      <Tabela
        columns={colunas}
        dataSource={linhas.slice(0, 2)}
        pagination={{ current: 1, pageSize: 2, total: 30, showTotal: (t) => `${t} linha(s)`, onChange }}
      />,
    );
    expect(corpo()).toHaveLength(2);
    expect(screen.getByText("30 linha(s)")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Página 2" }));
    expect(onChange).toHaveBeenCalledWith(2, 2);
  });

  it("says so when there are no rows", () => {
    render(<Tabela columns={colunas} dataSource={[]} locale={{ emptyText: "Nada aqui." }} />);
    expect(within(corpo()[0]).getByText("Nada aqui.")).toBeTruthy();
  });

  it("selects rows with their checkboxes, giving the keys and the rows", () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Tabela
        columns={colunas}
        dataSource={linhas.slice(0, 3)}
        rowSelection={{ selectedRowKeys: [], onChange }}
      />,
    );
    fireEvent.click(within(corpo()[1]).getByRole("checkbox", { name: "Selecionar linha" }));
    expect(onChange).toHaveBeenLastCalledWith([2], [linhas[1]]);
    rerender(
      <Tabela
        columns={colunas}
        dataSource={linhas.slice(0, 3)}
        rowSelection={{ selectedRowKeys: [2], onChange }}
      />,
    );
    expect(within(corpo()[1]).getByRole("checkbox")).toHaveProperty("checked", true);
    fireEvent.click(within(corpo()[2]).getByRole("checkbox"));
    expect(onChange).toHaveBeenLastCalledWith([2, 3], [linhas[1], linhas[2]]);
    fireEvent.click(within(corpo()[1]).getByRole("checkbox"));
    expect(onChange).toHaveBeenLastCalledWith([], []);
  });

  it("gives each row what onRow says (a click that opens it)", () => {
    const abrir = vi.fn();
    render(
      <Tabela
        columns={colunas}
        dataSource={linhas.slice(0, 2)}
        onRow={(l) => ({ onClick: () => abrir(l.id) })}
      />,
    );
    fireEvent.click(within(corpo()[1]).getByText("Linha 2"));
    expect(abrir).toHaveBeenCalledWith(2);
  });

  it("marks each cell with its place in the phone's card, its head as the card's label, and money, ids and dates as whole", () => {
    const html = renderToString(
      <Tabela<Linha>
        pagination={false}
        dataSource={linhas.slice(0, 1)}
        columns={[
          { title: "Nome", dataIndex: "nome", cartao: "titulo", semQuebra: true },
          { title: "Valor", dataIndex: "valor", responsive: ["md"], cartao: "valor" },
          { title: "Enviada em", cartao: "data", semQuebra: false, render: () => "02/12/2026" },
          { title: "Dono", render: (_, l) => `Dono de ${l.nome}` },
          { title: "Ações", cartao: "acao", render: () => "Abrir" },
        ]}
      />,
    );
    document.body.innerHTML = html;
    const celulas = [...document.querySelectorAll("tbody td")];
    expect(celulas.map((c) => c.getAttribute("data-cartao"))).toEqual([
      "titulo",
      "valor",
      "data",
      null,
      "acao",
    ]);
    // The title and the action speak for themselves; the other lines say what they are.
    expect(celulas.map((c) => c.getAttribute("data-rotulo"))).toEqual([
      null,
      "Valor",
      "Enviada em",
      "Dono",
      null,
    ]);
    // A card's value is whole unless told otherwise; any column may ask for it.
    expect(celulas.map((c) => c.hasAttribute("data-sem-quebra"))).toEqual([true, true, false, false, false]);
    expect(celulas[1].className).toBe("a-partir-md tabela-sem-quebra");
    document.body.innerHTML = "";
  });
});
