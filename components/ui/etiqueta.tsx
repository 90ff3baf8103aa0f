import type { CSSProperties, ReactNode } from "react";

/** antd's preset colours the portal's tags use, each a class of styles/plain.css (`.etiqueta-*`). */
const CLASSE = {
  blue: "etiqueta-azul",
  green: "etiqueta-verde",
  orange: "etiqueta-laranja",
  red: "etiqueta-vermelho",
  purple: "etiqueta-roxo",
  gold: "etiqueta-dourado",
} as const;

export type CorDeEtiqueta = keyof typeof CLASSE;

/** A tag (antd's Tag, in plain HTML: `.etiqueta`), grey or in one of antd's preset colours. */
export function Etiqueta({
  color,
  title,
  style,
  children,
}: {
  color?: CorDeEtiqueta;
  title?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <span className={color ? `etiqueta ${CLASSE[color]}` : "etiqueta"} title={title} style={style}>
      {children}
    </span>
  );
}
