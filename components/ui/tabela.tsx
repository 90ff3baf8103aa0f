"use client";
import { useId } from "react";
import { Table, type TableProps } from "antd";

type Colunas<T> = NonNullable<TableProps<T>["columns"]>;
type Ponto = "xs" | "sm" | "md" | "lg" | "xl" | "xxl";

/** Below which width a column shown from a breakpoint up is hidden (antd's breakpoints). */
const ABAIXO_DE: Record<Ponto, string | null> = {
  xs: null,
  sm: "575.98px",
  md: "767.98px",
  lg: "991.98px",
  xl: "1199.98px",
  xxl: "1599.98px",
};

/**
 * Columns whose `responsive` antd would decide in the browser (matchMedia): the server's HTML then lacks
 * them and the table widens once the script runs, a layout shift on every wide screen. Each is rendered
 * always instead, and CSS hides its cells below its breakpoint (`.a-partir-*`, styles/globals.css).
 */
export const colunasSemSalto = <T,>(colunas: Colunas<T>): Colunas<T> =>
  colunas.map(({ responsive, ...coluna }) =>
    responsive?.length
      ? { ...coluna, className: [coluna.className, `a-partir-${responsive[0]}`].filter(Boolean).join(" ") }
      : coluna,
  );

/**
 * The rules hiding the <col> of each responsive column (the `posicao`-th, counted from 1) below its breakpoint,
 * in the table marked `data-tabela={id}`: a column's widths live on its <col>, which would otherwise keep its
 * share of the row with no cell in it. A <col> takes no class from antd, hence its position.
 */
export function regrasDasColunas<T>(id: string, colunas: Colunas<T>, antes: number): string {
  return colunas
    .map((c, i) => {
      const abaixo = c.responsive?.length ? ABAIXO_DE[c.responsive[0] as Ponto] : null;
      return abaixo
        ? `@media (max-width: ${abaixo}) { [data-tabela="${id}"] col:nth-child(${antes + i + 1}) { display: none; } }`
        : "";
    })
    .join("\n");
}

/** antd's Table with its responsive columns drawn by CSS (colunasSemSalto): the one table of the portal. */
export function Tabela<T extends object>({ columns, className, ...props }: TableProps<T>) {
  const id = useId();
  const regras = columns ? regrasDasColunas(id, columns, props.rowSelection ? 1 : 0) : "";
  if (!regras) return <Table<T> {...props} className={className} columns={columns} />;
  // antd's row that measures columns (for fixed columns, which these tables have none of) has a cell per
  // column, hidden ones too, and would keep their widths: the class hides it (styles/globals.css).
  return (
    <div data-tabela={id}>
      {/* Hoisted by React into the head (href and precedence): a <style> left in the body breaks hydration. */}
      <style href={`tabela-${id}`} precedence="tabela">
        {regras}
      </style>
      <Table<T>
        {...props}
        className={[className, "tabela-responsiva"].filter(Boolean).join(" ")}
        columns={colunasSemSalto(columns!)}
      />
    </div>
  );
}
