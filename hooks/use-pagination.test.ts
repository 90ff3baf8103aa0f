import { describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { usePagination } from "./use-pagination";

describe("usePagination", () => {
  it("starts at page 1 with the SPEC default size of 10", () => {
    const { result } = renderHook(() => usePagination());
    expect(result.current.params).toEqual({ page: 1, page_size: 10 });
  });

  it("moves between pages, goes back to page 1 when the size changes, and on reset", () => {
    const { result } = renderHook(() => usePagination(12));
    act(() => result.current.onChange(3, 12));
    expect(result.current.params).toEqual({ page: 3, page_size: 12 });
    act(() => result.current.onChange(3, 24));
    expect(result.current.params).toEqual({ page: 1, page_size: 24 });
    act(() => result.current.onChange(2, 24));
    act(() => result.current.reset());
    expect(result.current.page).toBe(1);
  });
});
