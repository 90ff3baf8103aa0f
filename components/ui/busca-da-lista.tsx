"use client";
import { useState, type CSSProperties } from "react";
import { SearchOutlined } from "@ant-design/icons";

/**
 * A list's text search in plain HTML (`.busca`, styles/plain.css): sent trimmed on Enter or the button; an
 * emptied field (the browser's × or erasing) drops the term at once. The field follows the URL's term when it
 * changes from outside (filters cleared, Back, the menu link to the same list).
 */
export function BuscaDaLista({
  valor,
  onBuscar,
  id,
  placeholder,
  style,
  "aria-label": rotulo,
}: {
  valor: string | undefined;
  onBuscar: (termo: string | undefined) => void;
  /** Given when a label outside names the field (htmlFor); otherwise `aria-label` names it. */
  id?: string;
  placeholder?: string;
  style?: CSSProperties;
  "aria-label"?: string;
}) {
  const [texto, setTexto] = useState(valor ?? "");
  const [doUrl, setDoUrl] = useState(valor);
  if (doUrl !== valor) {
    setDoUrl(valor);
    setTexto(valor ?? "");
  }
  return (
    <form
      role="search"
      className="busca"
      style={style}
      onSubmit={(e) => {
        e.preventDefault();
        onBuscar(texto.trim() || undefined);
      }}
    >
      <input
        className="entrada"
        type="search"
        id={id}
        aria-label={rotulo}
        placeholder={placeholder}
        value={texto}
        onChange={(e) => {
          setTexto(e.target.value);
          if (valor && e.target.value === "") onBuscar(undefined);
        }}
      />
      <button type="submit" className="botao" aria-label="Pesquisar">
        <SearchOutlined />
      </button>
    </form>
  );
}
