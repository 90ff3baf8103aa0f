import { createElement, type AriaAttributes, type CSSProperties, type ReactNode } from "react";
import { classes } from "./classes";

/** The tone of a text: secondary (grey), success (green). */
type Tom = "secondary" | "success";

const TOM: Record<Tom, string> = { secondary: "texto-secundario", success: "texto-sucesso" };

type Atributos = {
  type?: Tom;
  className?: string;
  style?: CSSProperties;
  id?: string;
  role?: string;
  "aria-live"?: AriaAttributes["aria-live"];
  children?: ReactNode;
};

// antd's Typography in plain HTML (styles/plain.css): no script, so the texts of a page cost nothing to hydrate.

/** A paragraph (antd's Typography.Paragraph): a <div>, as antd's, since some hold lists and blocks. */
export function Paragrafo({ type, className, ...atributos }: Atributos) {
  return <div className={classes("paragrafo", type && TOM[type], className)} {...atributos} />;
}

/** A run of text (antd's Typography.Text); `strong`: in bold. */
export function Texto({ type, strong, className, children, ...atributos }: Atributos & { strong?: boolean }) {
  return (
    <span className={classes(type && TOM[type], className)} {...atributos}>
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
}

/**
 * A second, smaller line of a table's cell. With `so-celular` it shows on phones only, bringing under the cell a
 * column a phone has no room for.
 */
export function Nota({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Texto type="secondary" className={className} style={{ display: "block", fontSize: 12 }}>
      {children}
    </Texto>
  );
}

/** A heading of a part of the page, h2 to h5 (antd's Typography.Title); the page's h1 is TituloPagina. */
export function Titulo({
  level,
  className,
  ...atributos
}: Omit<Atributos, "type"> & { level: 2 | 3 | 4 | 5 }) {
  return createElement(`h${level}`, {
    className: classes("titulo", `titulo-${level}`, className),
    ...atributos,
  });
}
