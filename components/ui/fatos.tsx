import { Fragment, type ReactNode } from "react";

/** A label and its value; a wide one takes the whole row when the facts sit in two columns. */
export type Fato = [rotulo: string, valor: ReactNode, largo?: "largo"];

/**
 * Label and value pairs (antd's small Descriptions, in plain HTML: `.fatos`, styles/plain.css). In two
 * columns from 768 px up, decided by CSS, so the server's HTML is already laid out as the browser shows it.
 * A `false` entry (a fact that does not apply) is left out.
 */
export function Fatos({ fatos, duasColunas = false }: { fatos: (Fato | false)[]; duasColunas?: boolean }) {
  return (
    <dl className={duasColunas ? "fatos fatos-em-duas" : "fatos"}>
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
