"use client";
import { Table, type TableProps } from "antd";

type Colunas<T> = NonNullable<TableProps<T>["columns"]>;

/**
 * Columns whose `responsive` antd would decide in the browser (matchMedia): the server's HTML then lacks
 * them and the table widens once the script runs, a layout shift on every wide screen. Each is rendered
 * always instead, and CSS hides it below its breakpoint (`.a-partir-*`, styles/globals.css). Its width goes:
 * the <col> of a hidden column would stay behind as an empty one.
 */
export const colunasSemSalto = <T,>(colunas: Colunas<T>): Colunas<T> =>
  colunas.map(({ responsive, ...coluna }) =>
    responsive?.length
      ? {
          ...coluna,
          width: undefined,
          className: [coluna.className, `a-partir-${responsive[0]}`].filter(Boolean).join(" "),
        }
      : coluna,
  );

/** antd's Table with its responsive columns drawn by CSS (colunasSemSalto): the one table of the portal. */
export function Tabela<T extends object>({ columns, className, ...props }: TableProps<T>) {
  // antd's row that measures columns (for fixed columns, which these tables have none of) has a cell per
  // column, hidden ones too, and would keep their widths: the class hides it (styles/globals.css).
  const responsiva = columns?.some((c) => c.responsive?.length);
  return (
    <Table<T>
      {...props}
      className={responsiva ? [className, "tabela-responsiva"].filter(Boolean).join(" ") : className}
      columns={columns && colunasSemSalto(columns)}
    />
  );
}
