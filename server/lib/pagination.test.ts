import { describe, expect, it } from "vitest";
import { MAX_OFFSET, PAGE_SIZE, PaginationQuery, pageWindow, toPage } from "./pagination";

const URL_BASE = "http://localhost/api/hub/solicitacao/";

describe("PaginationQuery", () => {
  it("defaults page to 1 and leaves page_size unset", () => {
    expect(PaginationQuery.parse({})).toEqual({ page: 1 });
  });

  it("coerces query strings", () => {
    expect(PaginationQuery.parse({ page: "3", page_size: "25" })).toEqual({ page: 3, page_size: 25 });
  });

  it("accepts the bounds 1 and 100", () => {
    expect(PaginationQuery.safeParse({ page: "1", page_size: "1" }).success).toBe(true);
    expect(PaginationQuery.safeParse({ page: "1", page_size: "100" }).success).toBe(true);
  });

  it("rejects page 0, page_size 0 and page_size 101", () => {
    expect(PaginationQuery.safeParse({ page: "0" }).success).toBe(false);
    expect(PaginationQuery.safeParse({ page_size: "0" }).success).toBe(false);
    expect(PaginationQuery.safeParse({ page_size: "101" }).success).toBe(false);
    expect(PaginationQuery.safeParse({ page: "1.5" }).success).toBe(false);
  });

  it("refuses a huge page and non-numbers with plain Portuguese", () => {
    const messages = (q: Record<string, string>) =>
      PaginationQuery.safeParse(q).error?.issues.map((i) => i.message);
    expect(messages({ page: "99999999999" })).toEqual(["Página fora do intervalo."]);
    expect(messages({ page: "abc" })).toEqual(["Informe o número da página."]);
    expect(messages({ page_size: "500" })).toEqual(["Peça no máximo 100 itens por página."]);
  });
});

describe("pageWindow", () => {
  it("defaults to page 1 of size 10", () => {
    expect(PAGE_SIZE).toBe(10);
    expect(pageWindow(PaginationQuery.parse({}))).toEqual({ limit: 10, offset: 0, size: 10, page: 1 });
  });

  it("uses the route's default size when page_size is absent", () => {
    expect(pageWindow({ page: 3 }, 20)).toEqual({ limit: 20, offset: 40, size: 20, page: 3 });
  });

  it("prefers page_size over the default", () => {
    expect(pageWindow({ page: 2, page_size: 25 }, 20)).toEqual({ limit: 25, offset: 25, size: 25, page: 2 });
    expect(pageWindow({ page: 4, page_size: 7 })).toEqual({ limit: 7, offset: 21, size: 7, page: 4 });
  });
});

describe("bounded offset", () => {
  it("pages up to MAX_OFFSET rows and refuses a page past them with a 400 on `page`", () => {
    expect(MAX_OFFSET).toBe(10_000);
    expect(pageWindow({ page: 100, page_size: 100 }).offset).toBe(9_900);
    expect(() => pageWindow({ page: 101, page_size: 100 })).toThrow(
      expect.objectContaining({ status: 400, extra: { errors: { page: ["Página fora do intervalo."] } } }),
    );
    expect(() => pageWindow({ page: 1001 })).toThrow(expect.objectContaining({ status: 400 }));
  });

  it("offers no next page past the bound, however many rows the list has", () => {
    const url = `${URL_BASE}?page=100&page_size=100`;
    expect(toPage(url, { page: 100, size: 100 }, 100_000, []).next).toBeNull();
    expect(toPage(url, { page: 99, size: 100 }, 100_000, []).next).toContain("page=100");
  });
});

describe("toPage", () => {
  const results = ["a", "b"];

  it("links the next page keeping the other query params and the path", () => {
    const page = toPage(`${URL_BASE}?search=obra&page=1&page_size=10`, { page: 1, size: 10 }, 25, results);
    expect(page).toEqual({
      count: 25,
      next: "/api/hub/solicitacao/?search=obra&page=2&page_size=10",
      previous: null,
      results,
    });
  });

  it("adds page when the URL has none", () => {
    const page = toPage(`${URL_BASE}?status=EM_ANALISE`, { page: 1, size: 10 }, 11, results);
    expect(page.next).toBe("/api/hub/solicitacao/?status=EM_ANALISE&page=2");
    expect(page.previous).toBeNull();
  });

  it("has both links in the middle", () => {
    const page = toPage(`${URL_BASE}?page=2&q=x`, { page: 2, size: 10 }, 25, results);
    expect(page.next).toBe("/api/hub/solicitacao/?page=3&q=x");
    expect(page.previous).toBe("/api/hub/solicitacao/?page=1&q=x");
  });

  it("has no next on the last page, including an exactly full one", () => {
    expect(toPage(`${URL_BASE}?page=3`, { page: 3, size: 10 }, 25, results).next).toBeNull();
    const full = toPage(`${URL_BASE}?page=2`, { page: 2, size: 10 }, 20, results);
    expect(full.next).toBeNull();
    expect(full.previous).toBe("/api/hub/solicitacao/?page=1");
  });

  it("has neither link for a single page or an empty list", () => {
    expect(toPage(URL_BASE, { page: 1, size: 10 }, 10, results)).toMatchObject({
      next: null,
      previous: null,
    });
    expect(toPage(URL_BASE, { page: 1, size: 10 }, 0, [])).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  it("points previous at the last real page when the page is past the end", () => {
    const page = toPage(`${URL_BASE}?page=9&search=a`, { page: 9, size: 10 }, 25, []);
    expect(page.next).toBeNull();
    expect(page.previous).toBe("/api/hub/solicitacao/?page=3&search=a");
    // With nothing at all, past the end still points back to page 1.
    expect(toPage(`${URL_BASE}?page=5`, { page: 5, size: 10 }, 0, []).previous).toBe(
      "/api/hub/solicitacao/?page=1",
    );
  });
});
