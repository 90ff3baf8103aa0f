import type { ReactNode } from "react";
import { classes } from "./classes";

/** A list's filter: its label above its control (antd's vertical form item: `.campo`), in a `.filtros` grid. */
export function Filtro({
  id,
  rotulo,
  className,
  children,
}: {
  id: string;
  rotulo: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={classes("campo", className)}>
      <label htmlFor={id}>{rotulo}</label>
      {children}
    </div>
  );
}
