import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Lista } from "./lista";
import { Aviso } from "./aviso";
import { Cartao } from "./cartao";

type Doc = { id: number; nome: string };
const docs: Doc[] = [
  { id: 1, nome: "contrato.pdf" },
  { id: 2, nome: "nota.pdf" },
];

describe("Lista", () => {
  it("draws each item with its title, description, actions (leaving out a false one) and extra", () => {
    const abrir = vi.fn();
    render(
      <Lista<Doc>
        size="small"
        header="Documentos"
        dataSource={docs}
        renderItem={(d) => (
          <Lista.Item
            onClick={() => abrir(d.id)}
            actions={[
              <button key="b">Baixar {d.nome}</button>,
              d.id === 2 && <button key="r">Remover</button>,
            ]}
            extra={<span>#{d.id}</span>}
          >
            <Lista.Item.Meta title={d.nome} description={`Documento ${d.id}`} />
          </Lista.Item>
        )}
      />,
    );
    const itens = screen.getAllByRole("listitem").filter((li) => li.classList.contains("lista-item"));
    expect(itens).toHaveLength(2);
    expect(within(itens[0]).getByRole("heading", { level: 4, name: "contrato.pdf" })).toBeTruthy();
    expect(within(itens[0]).getByText("Documento 1")).toBeTruthy();
    expect(within(itens[0]).queryByRole("button", { name: "Remover" })).toBeNull();
    expect(within(itens[1]).getByRole("button", { name: "Remover" })).toBeTruthy();
    expect(within(itens[1]).getByText("#2")).toBeTruthy();
    expect(screen.getByText("Documentos")).toBeTruthy();
    fireEvent.click(within(itens[1]).getByText("nota.pdf"));
    expect(abrir).toHaveBeenCalledWith(2);
  });

  it("says it is empty in its own words, or antd's", () => {
    const { rerender } = render(
      <Lista dataSource={[]} renderItem={() => null} locale={{ emptyText: "Nenhum documento." }} />,
    );
    expect(screen.getByText("Nenhum documento.")).toBeTruthy();
    rerender(<Lista dataSource={[]} renderItem={() => null} />);
    expect(screen.getByText("Não há dados")).toBeTruthy();
  });
});

describe("Aviso and Cartao", () => {
  it("an alert is announced, with its title, description and action", () => {
    render(
      <Aviso
        type="warning"
        title="Aguardando o cliente"
        description="Ajuste pedido."
        action={<button>Abrir</button>}
      />,
    );
    const aviso = screen.getByRole("alert");
    expect(aviso.className).toContain("aviso-alerta");
    expect(within(aviso).getByText("Aguardando o cliente")).toBeTruthy();
    expect(within(aviso).getByText("Ajuste pedido.")).toBeTruthy();
    expect(within(aviso).getByRole("button", { name: "Abrir" })).toBeTruthy();
  });

  it("a card heads its content with its title and extra, and passes its name to a region", () => {
    render(
      <Cartao title="Resumo" extra={<a href="/x">Ver tudo</a>} role="region" aria-label="Resumo" size="small">
        conteúdo
      </Cartao>,
    );
    const regiao = screen.getByRole("region", { name: "Resumo" });
    expect(regiao.className).toBe("cartao cartao-pequeno");
    expect(within(regiao).getByRole("link", { name: "Ver tudo" })).toBeTruthy();
    expect(regiao.querySelector(".cartao-titulo")?.textContent).toBe("Resumo");
  });
});
