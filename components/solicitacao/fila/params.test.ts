import { describe, expect, it } from "vitest";
import { aplicarFiltro, filtrosDaUrl, urlDosFiltros } from "./params";

describe("filtrosDaUrl", () => {
  it("reads every filter the queue route accepts, with page 1 and size 10 by default", () => {
    const url = new URLSearchParams(
      "search=2026-9&status=EM_ANALISE&substatus=DEVOLVIDA_CLIENTE&servico=3&empresa=7&gestor=2&consultor=5" +
        "&tipo=INTERNA&min_date=2026-01-01&max_date=2026-01-31",
    );
    expect(filtrosDaUrl(url)).toEqual({
      search: "2026-9",
      status: "EM_ANALISE",
      substatus: "DEVOLVIDA_CLIENTE",
      servico: 3,
      empresa: 7,
      gestor: 2,
      consultor: 5,
      tipo: "INTERNA",
      min_date: "2026-01-01",
      max_date: "2026-01-31",
      page: 1,
      page_size: 10,
    });
  });

  it("drops values the API would refuse", () => {
    const url = new URLSearchParams(
      "servico=abc&empresa=-1&tipo=OUTRO&min_date=01/02/2026&page=0&search=%20",
    );
    expect(filtrosDaUrl(url)).toEqual({ page: 1, page_size: 10 });
  });
});

describe("urlDosFiltros", () => {
  it("leaves out empty values and the default page and size", () => {
    expect(
      urlDosFiltros({ search: "", status: "EM_COTACAO", empresa: undefined, page: 1, page_size: 10 }),
    ).toBe("status=EM_COTACAO");
    expect(urlDosFiltros({ gestor: 4, page: 3, page_size: 20 })).toBe("gestor=4&page=3&page_size=20");
  });

  it("round-trips through filtrosDaUrl", () => {
    const filtros = { search: "café", consultor: 9, page: 2, page_size: 50 };
    expect(filtrosDaUrl(new URLSearchParams(urlDosFiltros(filtros)))).toEqual(filtros);
  });
});

describe("aplicarFiltro", () => {
  it("returns to the first page when a filter changes, and keeps the page size", () => {
    expect(aplicarFiltro({ status: "EM_ANALISE", page: 4, page_size: 20 }, { servico: 2 })).toEqual({
      status: "EM_ANALISE",
      servico: 2,
      page: 1,
      page_size: 20,
    });
  });

  it("moves to the page asked for", () => {
    expect(aplicarFiltro({ page: 1, page_size: 10 }, { page: 3 })).toEqual({ page: 3, page_size: 10 });
  });
});
