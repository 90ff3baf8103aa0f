"use client";
import { LISTA_INDISPONIVEL } from "@/lib/messages";

/** What a list loader that returned null (SPEC §8) shows in place of its options or rows. */
export function ListaIndisponivel({ onRetry }: { onRetry?: () => unknown }) {
  return (
    <div role="alert" className="aviso aviso-alerta aviso-com-acao">
      <span>{LISTA_INDISPONIVEL}</span>
      {onRetry && (
        <button type="button" className="botao" onClick={() => void onRetry()}>
          Tentar de novo
        </button>
      )}
    </div>
  );
}

/**
 * The dropdown content of a select whose options failed to load: the list loaders of SPEC §8 give null,
 * the others fail the query. Undefined otherwise, so the select keeps its own empty text.
 */
export function semLista(query: { isError: boolean; data?: unknown; refetch: () => unknown }) {
  return query.isError || query.data === null ? <ListaIndisponivel onRetry={query.refetch} /> : undefined;
}
