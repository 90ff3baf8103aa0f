import { describe, expect, it } from "vitest";
import { paginasAOferecer } from "./paginacao";

describe("paginasAOferecer", () => {
  it("offers every page up to seven", () => {
    expect(paginasAOferecer(1, 1)).toEqual([1]);
    expect(paginasAOferecer(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("past seven, the first, the last and the current's neighbours, a gap marked where pages are left out", () => {
    expect(paginasAOferecer(1, 20)).toEqual([1, 2, "…", 20]);
    expect(paginasAOferecer(10, 20)).toEqual([1, "…", 9, 10, 11, "…", 20]);
    expect(paginasAOferecer(3, 20)).toEqual([1, 2, 3, 4, "…", 20]);
    expect(paginasAOferecer(20, 20)).toEqual([1, "…", 19, 20]);
  });
});
