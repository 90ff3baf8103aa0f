"use client";
import { useState } from "react";
import { PAGE_SIZE } from "@/lib/constants";

/**
 * Page and page size of a server-paginated list (SPEC §9: page 1, size 10, size changer). Changing the
 * size goes back to page 1, and so does `reset()`, called when a filter changes.
 */
export function usePagination(initialSize: number = PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialSize);
  const onChange = (next: number, size: number) => {
    setPage(size === pageSize ? next : 1);
    setPageSize(size);
  };
  return { page, pageSize, onChange, reset: () => setPage(1), params: { page, page_size: pageSize } };
}
