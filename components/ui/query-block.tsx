"use client";
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Esqueleto } from "./esqueleto";
import { LoadError } from "./load-error";
import { Vazio } from "./vazio";

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
  if (query.isPending) return <Esqueleto />;
  const falha = query.isError && <LoadError title={erro} error={query.error} retry={query.refetch} />;
  // A failed refetch keeps what was read, under the alert, as ListaPaginada does: nothing shown is lost.
  if (query.data === undefined) return falha;
  return (
    <>
      {falha}
      {isEmpty?.(query.data) ? <Vazio>{empty}</Vazio> : children(query.data)}
    </>
  );
}
