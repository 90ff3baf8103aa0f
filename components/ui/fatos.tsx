import { Fragment, type CSSProperties, type ReactNode } from "react";
import { classes } from "./classes";

/** A label and its value; a wide one takes the whole row when the facts sit in two columns. */
export type Fato = [rotulo: string, valor: ReactNode, largo?: "largo"];

/**
 * Label and value pairs (antd's small Descriptions, in plain HTML: `.fatos`, styles/plain.css). In two
 * columns from 768 px up, decided by CSS, so the server's HTML is already laid out as the browser shows it.
 * A `false` entry (a fact that does not apply) is left out. `className` adds one of plain.css's other looks
 * (`fatos-com-bordas`, `fatos-em-tres`); `style`, a margin other than the 16 px below.
 */
export function Fatos({
  fatos,
  duasColunas = false,
  className,
  style,
}: {
  fatos: (Fato | false)[];
  duasColunas?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <dl className={classes("fatos", duasColunas && "fatos-em-duas", className)} style={style}>
      {fatos
        .filter((f): f is Fato => f !== false)
        .map(([rotulo, valor, largo]) => (
          <Fragment key={rotulo}>
            <dt className={largo && "fato-largo"}>{rotulo}</dt>
            <dd className={largo && "fato-largo"}>{valor}</dd>
          </Fragment>
        ))}
    </dl>
  );
}
