import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { navegacao, usarNavegacao } from "@/tests/setup/navegacao";
import { daUrl, paraUrl, useListaFiltrada } from "./use-lista-filtrada";

vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);

const ler = (url: URLSearchParams) => ({
  search: daUrl.texto(url, "search"),
  consultor: daUrl.id(url, "consultor"),
  status: daUrl.umDe(url, "status", ["ABERTO", "FECHADO"] as const),
});

usarNavegacao("/lista");
// What the hook writes back through the router becomes the URL it reads, as the browser would.
beforeEach(() => {
  navegacao.replace.mockImplementation((href) => {
    navegacao.url = new URLSearchParams(href.split("?")[1] ?? "");
  });
});

describe("useListaFiltrada", () => {
  it("starts at page 1 with the SPEC default size of 10 and no filter", () => {
    const { result } = renderHook(() => useListaFiltrada(ler));
    expect(result.current.params).toEqual({ page: 1, page_size: 10 });
    expect(result.current.filtrado).toBe(false);
  });

  it("reads filters and page from the URL, dropping values a hand-edited URL got wrong", () => {
    navegacao.url = new URLSearchParams("search=ana&consultor=x&status=OUTRO&page=3&page_size=20");
    const { result } = renderHook(() => useListaFiltrada(ler));
    expect(result.current.params).toEqual({
      search: "ana",
      consultor: undefined,
      status: undefined,
      page: 3,
      page_size: 20,
    });
    expect(result.current.filtrado).toBe(true);
  });

  it("moves between pages, goes back to page 1 when the size or a filter changes", () => {
    const { result, rerender } = renderHook(() => useListaFiltrada(ler, 12));
    act(() => result.current.pagination.onChange(3, 12));
    expect(navegacao.replace).toHaveBeenLastCalledWith("/lista?page=3", { scroll: false });
    rerender();
    expect(result.current.params).toMatchObject({ page: 3, page_size: 12 });
    act(() => result.current.pagination.onChange(3, 24));
    rerender();
    expect(result.current.params).toMatchObject({ page: 1, page_size: 24 });
    act(() => result.current.pagination.onChange(2, 24));
    rerender();
    act(() => result.current.filtrar({ status: "ABERTO" }));
    rerender();
    expect(result.current.params).toEqual({
      search: undefined,
      consultor: undefined,
      status: "ABERTO",
      page: 1,
      page_size: 24,
    });
    expect(navegacao.replace).toHaveBeenLastCalledWith("/lista?status=ABERTO&page_size=24", {
      scroll: false,
    });
  });

  it("writes no query string for the default state, and leaves out empty values and the default page and size", () => {
    expect(paraUrl({ search: "", page: 1, page_size: 10, meus: false })).toBe("");
    expect(paraUrl({ search: "", status: "EM_COTACAO", empresa: undefined, page: 1, page_size: 10 })).toBe(
      "status=EM_COTACAO",
    );
    expect(paraUrl({ gestor: 4, page: 3, page_size: 20 })).toBe("gestor=4&page=3&page_size=20");
  });

  it("round-trips filters and page through the URL", () => {
    navegacao.url = new URLSearchParams(paraUrl({ search: "café", consultor: 9, page: 2, page_size: 50 }));
    const { result } = renderHook(() => useListaFiltrada(ler));
    expect(result.current.params).toEqual({
      search: "café",
      consultor: 9,
      status: undefined,
      page: 2,
      page_size: 50,
    });
  });

  it("clears every filter back to page 1, keeping the page size", () => {
    navegacao.url = new URLSearchParams("status=ABERTO&page=4&page_size=20");
    const { result } = renderHook(() => useListaFiltrada(ler));
    act(() => result.current.limpar());
    expect(navegacao.replace).toHaveBeenLastCalledWith("/lista?page_size=20", { scroll: false });
  });
});
