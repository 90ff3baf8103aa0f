"use client";
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Empty, Skeleton } from "antd";
import { LoadError } from "./load-error";

/** Loading, error (with retry) and empty states around any query, so no list is ever silently blank. */
export function QueryBlock<T>({
  query,
  isEmpty,
  empty,
  erro = "Não foi possível carregar estas informações.",
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  empty: string;
  /** Title of the alert shown when the data could not be loaded. */
  erro?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton active aria-busy="true" />;
  if (query.isError) return <LoadError title={erro} error={query.error} retry={query.refetch} />;
  if (isEmpty?.(query.data)) return <Empty description={empty} />;
  return children(query.data);
}
