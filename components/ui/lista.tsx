import { Fragment, type CSSProperties, type MouseEventHandler, type ReactNode } from "react";
import { classes } from "./classes";

// antd's List in plain HTML (`.lista`, styles/lista.css), its horizontal layout: an item's content and, at its
// end, its actions and `extra`. No script of its own, so a page's lists cost nothing to hydrate.

type ListaProps<T> = {
  dataSource: readonly T[];
  renderItem: (item: T, indice: number) => ReactNode;
  size?: "small";
  locale?: { emptyText?: ReactNode };
  header?: ReactNode;
  /** A refresh under way: the items dim. */
  loading?: boolean;
};

function ListaBase<T>({ dataSource, renderItem, size, locale, header, loading = false }: ListaProps<T>) {
  return (
    <div
      className={classes("lista", size === "small" && "lista-pequena", loading && "carregando")}
      aria-busy={loading || undefined}
    >
      {header && <div className="lista-cabecalho">{header}</div>}
      {dataSource.length ? (
        <ul className="lista-itens">
          {/* Keyed by position, as antd's List keys items without a key of their own. */}
          {dataSource.map((item, i) => (
            <Fragment key={i}>{renderItem(item, i)}</Fragment>
          ))}
        </ul>
      ) : (
        <div className="vazio">{locale?.emptyText ?? "Não há dados"}</div>
      )}
    </div>
  );
}

function Item({
  actions,
  extra,
  onClick,
  style,
  children,
}: {
  /** Links or buttons at the item's end, split by a rule; a false one is left out. */
  actions?: ReactNode[];
  extra?: ReactNode;
  onClick?: MouseEventHandler<HTMLLIElement>;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  const acoes = actions?.filter(Boolean) ?? [];
  return (
    <li className="lista-item" onClick={onClick} style={style}>
      <div className="lista-conteudo">{children}</div>
      {acoes.length > 0 && (
        <ul className="lista-acoes">
          {acoes.map((acao, i) => (
            <li key={i}>{acao}</li>
          ))}
        </ul>
      )}
      {extra && <div className="lista-extra">{extra}</div>}
    </li>
  );
}

/** An item's title (a heading, as antd's) and the line under it. */
function Meta({ title, description }: { title?: ReactNode; description?: ReactNode }) {
  return (
    <div className="lista-meta">
      {title && <h4 className="lista-meta-titulo">{title}</h4>}
      {description && <div className="lista-meta-descricao">{description}</div>}
    </div>
  );
}

/** A list of items (antd's List): `Lista.Item`, with `Lista.Item.Meta` for its title and description. */
export const Lista = Object.assign(ListaBase, { Item: Object.assign(Item, { Meta }) });
