"use client";
import { useState, type HTMLAttributes, type Key, type ReactNode } from "react";
import { Paginacao } from "./paginacao";
import { classes } from "./classes";

type Ponto = "xs" | "sm" | "md" | "lg" | "xl" | "xxl";

/**
 * A column's place in its row's card on a phone, where each row is a card (styles/tabela.css): `titulo` (the row's
 * name, or its link to the detail), `status`, `valor`, `data`, `linha` (a line under its head) or `acao` (the
 * row's primary action). A column with a place shows in the card even when `responsive` hides it in the table;
 * one without shows as a line unless `responsive` hides it (what a phone's card leaves out).
 */
export type PapelNoCartao = "titulo" | "status" | "valor" | "data" | "linha" | "acao";

/**
 * A column: its head, its cell (`render`, or the row's `dataIndex` as it is), and how it sits. `responsive`: the
 * width from which it shows (below it CSS hides it: `.a-partir-*`, styles/tabela.css), so the server's HTML has
 * every column and nothing moves when the script runs. `ellipsis`: one line, cut with "…".
 */
export type Coluna<T> = {
  key?: Key;
  title: ReactNode;
  dataIndex?: keyof T & string;
  // `never`: a column's render takes its dataIndex's value, typed by the column, not by the table.
  render?: (valor: never, linha: T, indice: number) => ReactNode;
  width?: number | string;
  align?: "left" | "center" | "right";
  responsive?: Ponto[];
  ellipsis?: boolean;
  className?: string;
  /** Stays in view while the table scrolls sideways. */
  fixed?: "left";
  cartao?: PapelNoCartao;
  /**
   * Money, an id or a date: whole and on one line at every width ("R$ 28.680,⏎00" reads as two numbers). The
   * card's `valor` and `data` are so unless told otherwise.
   */
  semQuebra?: boolean;
};

/** Pages of the table: the server's (a `total` and `onChange`) or, without a `total`, the rows it was given. */
export type PaginacaoDaTabela = {
  current?: number;
  pageSize?: number;
  total?: number;
  showTotal?: (total: number) => string;
  onChange?: (pagina: number, tamanho: number) => void;
  /** The address of a page (a link that opens in a new tab); without it the pages are buttons. */
  href?: (pagina: number) => string;
  /** The sizes offered; none: no size changer. */
  tamanhos?: number[];
};

export type TabelaProps<T> = {
  columns: Coluna<T>[];
  dataSource: readonly T[];
  rowKey?: (keyof T & string) | ((linha: T) => Key);
  /** false: every row; none: ten a page. */
  pagination?: false | PaginacaoDaTabela;
  locale?: { emptyText?: ReactNode };
  /** A refresh under way: the rows dim. */
  loading?: boolean;
  onRow?: (linha: T, indice: number) => HTMLAttributes<HTMLTableRowElement>;
  /** A checkbox before each row (there is no "select all" box: the page's toolbar offers it). */
  rowSelection?: { selectedRowKeys: Key[]; onChange: (chaves: Key[], linhas: T[]) => void };
  size?: "small" | "middle";
  tableLayout?: "fixed" | "auto";
  className?: string;
};

const PAGINA_PADRAO = 10;

function chaveDe<T>(linha: T, rowKey: TabelaProps<T>["rowKey"], indice: number): Key {
  if (typeof rowKey === "function") return rowKey(linha);
  const valor = rowKey ? (linha as Record<string, unknown>)[rowKey] : undefined;
  return typeof valor === "string" || typeof valor === "number" ? valor : indice;
}

function celula<T>(coluna: Coluna<T>, linha: T, indice: number): ReactNode {
  const valor = coluna.dataIndex ? linha[coluna.dataIndex] : undefined;
  return coluna.render ? coluna.render(valor as never, linha, indice) : (valor as ReactNode);
}

const semQuebra = <T,>(c: Coluna<T>) => c.semQuebra ?? (c.cartao === "valor" || c.cartao === "data");

const classeDaColuna = <T,>(c: Coluna<T>) =>
  classes(
    c.className,
    !!c.responsive?.length && `a-partir-${c.responsive[0]}`,
    c.ellipsis && "tabela-reticencias",
    c.fixed && "tabela-fixa",
    semQuebra(c) && "tabela-sem-quebra",
  );

/** A card's line says what it is ("Enviada em 02/12/2026"); its title, status and action speak for themselves. */
const rotuloNoCartao = <T,>(c: Coluna<T>) =>
  typeof c.title === "string" && c.title && !["titulo", "status", "acao"].includes(c.cartao ?? "")
    ? c.title
    : undefined;

/**
 * The portal's one table: plain HTML (styles/tabela.css), so a list page carries no table library and the
 * server's rows hydrate as they are. Wider than its place, it scrolls sideways inside it; on a phone each row is
 * a card laid out by its columns' `cartao`, by CSS alone, so the server's HTML is the same at every width.
 */
export function Tabela<T>({
  columns,
  dataSource,
  rowKey = "id" as keyof T & string,
  pagination,
  locale,
  loading = false,
  onRow,
  rowSelection,
  size,
  tableLayout = "auto",
  className,
}: TabelaProps<T>) {
  const [paginaLocal, setPaginaLocal] = useState(1);
  const doServidor = pagination && pagination.total !== undefined;
  const tamanho = (pagination && pagination.pageSize) || PAGINA_PADRAO;
  const atual = (doServidor && pagination.current) || paginaLocal;
  const linhas =
    pagination === false || doServidor
      ? dataSource
      : dataSource.slice((atual - 1) * tamanho, atual * tamanho);
  const total = doServidor ? pagination.total! : dataSource.length;
  const selecionadas = new Set(rowSelection?.selectedRowKeys);
  const colunas = columns.length + (rowSelection ? 1 : 0);

  const marcar = (linha: T, chave: Key, marcada: boolean) => {
    if (!rowSelection) return;
    const outras = dataSource.filter((l, i) => {
      const k = chaveDe(l, rowKey, i);
      return k !== chave && selecionadas.has(k);
    });
    const escolhidas = marcada ? [...outras, linha] : outras;
    rowSelection.onChange(
      escolhidas.map((l) => chaveDe(l, rowKey, dataSource.indexOf(l))),
      escolhidas,
    );
  };

  return (
    <div className={classes("tabela", size === "small" && "tabela-pequena", className)}>
      {/* Focusable, so a table wider than a phone scrolls sideways from the keyboard too (axe:
          scrollable-region-focusable). */}
      <div
        className={classes("tabela-rolagem", loading && "carregando")}
        aria-busy={loading || undefined}
        tabIndex={0}
      >
        <table style={{ tableLayout }}>
          <colgroup>
            {rowSelection && <col style={{ width: 48 }} />}
            {columns.map((c, i) => (
              <col key={c.key ?? i} className={classeDaColuna(c)} style={{ width: c.width }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {rowSelection && (
                <th scope="col">
                  <span className="sr-only">Selecionar</span>
                </th>
              )}
              {columns.map((c, i) => (
                <th key={c.key ?? i} scope="col" className={classeDaColuna(c)} style={{ textAlign: c.align }}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {linhas.length === 0 ? (
              <tr>
                <td colSpan={colunas} className="vazio">
                  {locale?.emptyText ?? "Não há dados"}
                </td>
              </tr>
            ) : (
              linhas.map((linha, i) => {
                const chave = chaveDe(linha, rowKey, i);
                const { className: classeDaLinha, ...atributos } = onRow?.(linha, i) ?? {};
                return (
                  <tr key={chave} className={classes("tabela-linha", classeDaLinha)} {...atributos}>
                    {rowSelection && (
                      <td className="tabela-selecao">
                        <input
                          type="checkbox"
                          aria-label="Selecionar linha"
                          checked={selecionadas.has(chave)}
                          onChange={(e) => marcar(linha, chave, e.target.checked)}
                          onClick={(e) => e.stopPropagation()}
                        />
                      </td>
                    )}
                    {columns.map((c, j) => {
                      const conteudo = celula(c, linha, i);
                      return (
                        <td
                          key={c.key ?? j}
                          className={classeDaColuna(c)}
                          style={{ textAlign: c.align }}
                          data-cartao={c.cartao}
                          data-rotulo={rotuloNoCartao(c)}
                          // What the layout spec (tests/e2e/sem-quebra.spec.ts) measures: whole, on one line.
                          data-sem-quebra={semQuebra(c) || undefined}
                          // A cut cell shows its whole text on hover.
                          title={c.ellipsis && typeof conteudo === "string" ? conteudo : undefined}
                        >
                          {conteudo}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {pagination !== false && (doServidor || total > tamanho) && (
        <Paginacao
          rotulo="Páginas da tabela"
          total={total}
          totalTexto={pagination?.showTotal?.(total)}
          tamanhos={pagination?.tamanhos}
          pagination={{
            page: atual,
            pageSize: tamanho,
            href: pagination?.href,
            onChange: (p, t) => (doServidor ? pagination.onChange?.(p, t) : setPaginaLocal(p)),
          }}
        />
      )}
    </div>
  );
}
