import type { AriaRole, CSSProperties, ReactNode } from "react";
import { classes } from "./classes";

/**
 * A card (antd's Card, in plain HTML: `.cartao`, styles/plain.css): a head with its title and, at the end,
 * `extra` (a link, a button), then the content. `size="small"`: the tighter card of a detail's sections. No
 * script of its own, so a page's cards cost nothing to hydrate.
 */
export function Cartao({
  title,
  extra,
  size,
  className,
  children,
  ...atributos
}: {
  title?: ReactNode;
  extra?: ReactNode;
  size?: "small";
  className?: string;
  style?: CSSProperties;
  role?: AriaRole;
  "aria-label"?: string;
  "data-testid"?: string;
  children?: ReactNode;
}) {
  return (
    <div className={classes("cartao", size === "small" && "cartao-pequeno", className)} {...atributos}>
      {(title || extra) && (
        <div className="cartao-cabecalho">
          <div className="cartao-titulo">{title}</div>
          {extra && <div className="cartao-extra">{extra}</div>}
        </div>
      )}
      {children}
    </div>
  );
}
