import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { Page } from "@/services/api";
import { queryWrapper } from "@/tests/setup/browser-api";
import { BuscaDaLista, ListaPaginada } from "./lista-paginada";

type Linha = { id: number; nome: string };

const pagination = { page: 1, pageSize: 10, onChange: () => {} };

/** A list over a query whose answer the test gives: a page, an error, or none yet. */
function Lista({ carregar }: { carregar: () => Promise<Page<Linha> | null> }) {
  const query = useQuery({ queryKey: ["linhas"], queryFn: carregar });
  return (
    <ListaPaginada<Linha>
      query={query}
      pagination={pagination}
      erro="Não foi possível carregar as linhas."
      total={(total) => `${total} linha(s)`}
      locale={{ emptyText: "Nenhuma linha." }}
      columns={[{ title: "Nome", dataIndex: "nome" }]}
    />
  );
}

const pagina = (results: Linha[]): Page<Linha> => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

describe("ListaPaginada", () => {
  it("holds the place with a skeleton, never the empty text, until the first page arrives", async () => {
    let responder: (p: Page<Linha>) => void = () => {};
    const { container } = render(<Lista carregar={() => new Promise((r) => (responder = r))} />, {
      wrapper: queryWrapper(),
    });
    expect(container.querySelector(".esqueleto")).not.toBeNull();
    expect(screen.queryByText("Nenhuma linha.")).toBeNull();

    responder(pagina([]));
    expect(await screen.findByText("Nenhuma linha.")).toBeTruthy();
    expect(container.querySelector(".esqueleto")).toBeNull();
  });

  it("shows the rows of the page and the total", async () => {
    render(<Lista carregar={() => Promise.resolve(pagina([{ id: 1, nome: "Ana" }]))} />, {
      wrapper: queryWrapper(),
    });
    expect(await screen.findByText("Ana")).toBeTruthy();
    expect(screen.getByText("1 linha(s)")).toBeTruthy();
  });

  it("states a long list's whole total but offers no page past the server's paging bound", async () => {
    const { container } = render(
      <Lista carregar={() => Promise.resolve({ ...pagina([{ id: 1, nome: "Ana" }]), count: 250_000 })} />,
      { wrapper: queryWrapper() },
    );
    expect(await screen.findByText("250000 linha(s)")).toBeTruthy();
    const paginas = [...container.querySelectorAll(".paginacao li")].map((i) => i.textContent);
    expect(paginas.at(-1)).toBe("1000");
  });

  it("says the list is unavailable, not empty, when its loader gave null (SPEC §8)", async () => {
    render(<Lista carregar={() => Promise.resolve(null)} />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Não foi possível carregar a lista.")).toBeTruthy();
    expect(screen.queryByText("Nenhuma linha.")).toBeNull();
    expect(screen.getByRole("button", { name: "Tentar de novo" })).toBeTruthy();
  });

  it("hydrates the server's rows as they are while the browser fetches the page again", async () => {
    // What the query says on each side: the server had the page; the browser already fetches it again (a live
    // notification about a request arrived before this part hydrated).
    const Fixa = ({ buscando }: { buscando: boolean }) => (
      <ListaPaginada<Linha>
        query={
          {
            isPending: false,
            isError: false,
            isFetching: buscando,
            data: pagina([{ id: 1, nome: "Ana" }]),
          } as UseQueryResult<Page<Linha>>
        }
        pagination={pagination}
        erro="Não foi possível carregar as linhas."
        total={(total) => `${total} linha(s)`}
        columns={[{ title: "Nome", dataIndex: "nome", render: (nome: string) => desenhar(nome) }]}
      />
    );
    const desenhar = vi.fn((nome: string) => nome);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Fixa buscando={false} />);
    document.body.append(container);
    const linhaDoServidor = container.querySelector("tbody tr");
    const descartes = vi.fn();
    desenhar.mockClear();
    await act(async () => {
      hydrateRoot(container, <Fixa buscando />, { onRecoverableError: descartes });
    });

    expect(descartes).not.toHaveBeenCalled();
    expect(linhaDoServidor?.isConnected).toBe(true);
    // Once hydrated, the refresh under way shows.
    await waitFor(() => expect(container.querySelector(".carregando")).not.toBeNull());
    // Turning it on drew the spinner again, not the rows: each cell was drawn once, while hydrating.
    expect(desenhar).toHaveBeenCalledOnce();
    container.remove();
  });

  it("says the page could not be loaded, with a retry", async () => {
    render(<Lista carregar={() => Promise.reject(new Error("falhou"))} />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Não foi possível carregar as linhas.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tentar de novo" })).toBeTruthy();
  });
});

describe("BuscaDaLista", () => {
  it("sends the term trimmed, and no term for blanks", () => {
    const onBuscar = vi.fn();
    render(<BuscaDaLista aria-label="Buscar" valor={undefined} onBuscar={onBuscar} />);
    const campo = screen.getByRole("searchbox", { name: "Buscar" });
    fireEvent.change(campo, { target: { value: "  café " } });
    fireEvent.submit(screen.getByRole("search"));
    expect(onBuscar).toHaveBeenLastCalledWith("café");
    fireEvent.change(campo, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Pesquisar" }));
    expect(onBuscar).toHaveBeenLastCalledWith(undefined);
  });

  it("drops the term as soon as the field is emptied, and only then", () => {
    const onBuscar = vi.fn();
    render(<BuscaDaLista aria-label="Buscar" valor="ana" onBuscar={onBuscar} />);
    const campo = screen.getByRole("searchbox", { name: "Buscar" });
    fireEvent.change(campo, { target: { value: "an" } });
    expect(onBuscar).not.toHaveBeenCalled();
    fireEvent.change(campo, { target: { value: "" } });
    expect(onBuscar).toHaveBeenCalledWith(undefined);
  });

  it("shows the URL's term when it changes from outside (filters cleared, Back)", () => {
    const { rerender } = render(<BuscaDaLista aria-label="Buscar" valor="ana" onBuscar={() => {}} />);
    const campo = screen.getByRole("searchbox", { name: "Buscar" });
    expect(campo).toHaveProperty("value", "ana");
    fireEvent.change(campo, { target: { value: "ana c" } });
    rerender(<BuscaDaLista aria-label="Buscar" valor={undefined} onBuscar={() => {}} />);
    expect(campo).toHaveProperty("value", "");
    rerender(<BuscaDaLista aria-label="Buscar" valor="bia" onBuscar={() => {}} />);
    expect(campo).toHaveProperty("value", "bia");
  });
});
