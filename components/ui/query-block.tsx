"use client";
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Alert, Button, Empty, Skeleton } from "antd";
import { apiErrorOf } from "@/lib/api-client";

/** Loading, error (with retry) and empty states around any query, so no list is ever silently blank. */
export function QueryBlock<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton active aria-busy="true" />;
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        title="Não foi possível carregar estas informações."
        description={apiErrorOf(query.error).detail}
        action={<Button onClick={() => void query.refetch()}>Tentar de novo</Button>}
      />
    );
  if (isEmpty?.(query.data)) return <Empty description={empty} />;
  return children(query.data);
}
