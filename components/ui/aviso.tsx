"use client";
import type { CSSProperties, ReactNode } from "react";
import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from "@ant-design/icons";
import { classes } from "./classes";

type Tipo = "success" | "info" | "warning" | "error";

const CLASSE: Record<Tipo, string> = {
  success: "aviso-sucesso",
  info: "aviso-info",
  warning: "aviso-alerta",
  error: "aviso-erro",
};
const ICONE: Record<Tipo, ReactNode> = {
  success: <CheckCircleFilled />,
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
};

/**
 * An alert with its icon (antd's Alert, in plain HTML: `.aviso`, styles/plain.css): a title, and under it a
 * `description`; `action` (a button, a link) at its end.
 */
export function Aviso({
  type,
  title,
  description,
  action,
  style,
}: {
  type: Tipo;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <div
      role="alert"
      className={classes("aviso", "aviso-com-icone", CLASSE[type], description && "aviso-descrito")}
      style={style}
    >
      <span className="aviso-icone" aria-hidden>
        {ICONE[type]}
      </span>
      <div className="aviso-conteudo">
        <div className="aviso-titulo">{title}</div>
        {description && <div>{description}</div>}
      </div>
      {action && <div className="aviso-acao">{action}</div>}
    </div>
  );
}
