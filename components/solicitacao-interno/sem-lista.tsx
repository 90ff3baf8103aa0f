"use client";
import { ListaIndisponivel } from "@/components/ui/lista-indisponivel";

/**
 * The dropdown content of a select whose options failed to load: the list loaders of SPEC §8 give null,
 * the others fail the query. Undefined otherwise, so the select keeps its own empty text.
 */
export function semLista(query: { isError: boolean; data?: unknown; refetch: () => unknown }) {
  return query.isError || query.data === null ? <ListaIndisponivel onRetry={query.refetch} /> : undefined;
}
