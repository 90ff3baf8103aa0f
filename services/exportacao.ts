// The exports of the back office's lists (server/lib/exportacao.ts): each list's path + "export/", with its filters.
import { hojeEmSaoPaulo } from "@/lib/dia";
import { baixarArquivo, type Caminho } from "./api";

/** The contract's export paths. */
export type CaminhoDeExportacao = Extract<Caminho<"get">, `${string}export/`>;

/** A list's filters as a query text, without its page and size (an export takes every page) nor empty values. */
export const filtrosDaExportacao = (filtros: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(filtros).flatMap(([k, v]) =>
      v === undefined || v === null || v === "" || k === "page" || k === "page_size" ? [] : [[k, String(v)]],
    ),
  ).toString();

/**
 * The spreadsheet of every row a list's filters pick, saved as `arquivo-AAAA-MM-DD.xlsx` (São Paulo's day);
 * `progresso` hears the bytes received so far.
 */
export function exportarLista(
  caminho: CaminhoDeExportacao,
  filtros: Record<string, unknown>,
  arquivo: string,
  progresso: (bytes: number) => void,
) {
  const query = filtrosDaExportacao(filtros);
  return baixarArquivo(
    `${caminho}${query ? `?${query}` : ""}`,
    `${arquivo}-${hojeEmSaoPaulo()}.xlsx`,
    "get",
    progresso,
  );
}
