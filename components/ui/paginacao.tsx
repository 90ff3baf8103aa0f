"use client";
import type { MouseEvent } from "react";

/** The pages to offer: all of them up to seven, else the first, the last and the current's neighbours. */
export function paginasAOferecer(atual: number, total: number): (number | "…")[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const perto = [1, atual - 1, atual, atual + 1, total].filter((p) => p >= 1 && p <= total);
  const unicas = [...new Set(perto)].sort((a, b) => a - b);
  return unicas.flatMap((p, i) => (i > 0 && p - unicas[i - 1] > 1 ? (["…", p] as const) : [p]));
}

// A click with a modifier (new tab, new window) is the browser's; a plain one goes through the list's own
// navigation, which shows the previous results dimmed until the new page arrives.
const doNavegador = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * A list's pages (plain HTML): as links where each page has an address (`href`: it works without script and
 * opens in a new tab), as buttons otherwise; the total and the size per page (`tamanhos`) beside them.
 */
export function Paginacao({
  rotulo,
  total,
  totalTexto,
  pagination,
  tamanhos,
}: {
  rotulo: string;
  total: number;
  totalTexto?: string;
  pagination: {
    page: number;
    pageSize: number;
    onChange: (pagina: number, tamanho: number) => void;
    href?: (pagina: number) => string;
  };
  tamanhos?: number[];
}) {
  const { page, pageSize, onChange, href } = pagination;
  const paginas = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="paginacao" aria-label={rotulo}>
      {totalTexto && <span className="paginacao-total">{totalTexto}</span>}
      <ol>
        {paginasAOferecer(page, paginas).map((p, i) =>
          p === "…" ? (
            <li key={`salto-${i}`} aria-hidden>
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page">{p}</span>
              ) : href ? (
                <a
                  href={href(p)}
                  aria-label={`Página ${p}`}
                  onClick={(e) => {
                    if (doNavegador(e)) return;
                    e.preventDefault();
                    onChange(p, pageSize);
                  }}
                >
                  {p}
                </a>
              ) : (
                <button type="button" aria-label={`Página ${p}`} onClick={() => onChange(p, pageSize)}>
                  {p}
                </button>
              )}
            </li>
          ),
        )}
      </ol>
      {tamanhos && (
        <select
          className="entrada"
          aria-label="Itens por página"
          value={pageSize}
          onChange={(e) => onChange(1, Number(e.target.value))}
        >
          {tamanhos.map((t) => (
            <option key={t} value={t}>
              {t} / página
            </option>
          ))}
        </select>
      )}
    </nav>
  );
}
