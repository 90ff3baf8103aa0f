"use client";
import { Fragment } from "react";
import type { SelectProps } from "antd";
import { DownOutlined } from "@ant-design/icons";
import { comAntd } from "@/components/tema/com-antd";
import { semLista } from "./lista-indisponivel";
import { umaVez, useAdiado } from "./use-adiado";

type Valor = string | number;
// No `disabled`: the lookalike would take pointing and focus, and swap in a select that refuses them. The kind of
// value (one, or several with mode "multiple") is the one `value` has.
type Props<V> = Omit<SelectProps<NoInfer<V>>, "disabled" | "value"> & { value?: V | null };
/** The query of a select's options: it spins while they first load and offers a retry when they failed. */
export type ListaDoSelect = Parameters<typeof semLista>[0] & { isLoading: boolean };
/** The select loaded, one for every kind of value: antd's Select takes any. */
type Real = Props<Valor | Valor[]>;

const carregarSelect = umaVez(() => comAntd<Real>(import("antd/es/select").then((m) => m.default)));

/**
 * antd's Select, drawn first as a plain lookalike of its box (`.select-adiado`: the options chosen, or the
 * placeholder, and the arrow) that the server's page already has; the real one (its trigger, virtual list and
 * stylesheet) comes when it is first pointed at, focused or pressed (useAdiado). For a row of filters that most
 * visits never open. `aoAlcancar`: called then too, to read the options it will need; `lista`: the query of the
 * options, for its loading and failure.
 */
export function SelectAdiado<V extends Valor | Valor[] = Valor>({
  id,
  aoAlcancar,
  lista,
  ...resto
}: Props<V> & { id: string; aoAlcancar?: () => void; lista?: ListaDoSelect }) {
  const { Real, inicio, fachada } = useAdiado(carregarSelect);
  const props = lista ? { loading: lista.isLoading, notFoundContent: semLista(lista), ...resto } : resto;
  if (Real) return <Real id={id} {...(props as Real)} {...inicio} />;
  const { value, options, placeholder, loading } = props;
  // Several values (mode "multiple") read as their labels in a row, where antd's select draws tags.
  const escolhidas = value == null ? [] : ([] as Valor[]).concat(value);
  // Chosen in the URL: its label is on its way with the options, or not among them (antd's select then shows the
  // value).
  const rotulo = (v: Valor) => options?.find((o) => o.value === v)?.label ?? (loading ? "Carregando…" : v);
  const alcancar =
    <E,>(evento: (e: E) => void) =>
    (e: E) => {
      aoAlcancar?.();
      evento(e);
    };
  return (
    <button
      type="button"
      id={id}
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      // The list antd's select will draw, as antd's own box names it while shut.
      aria-controls={`${id}_list`}
      className="entrada select-adiado"
      aria-label={props["aria-label"]}
      style={props.style}
      {...fachada}
      onPointerEnter={alcancar(fachada.onPointerEnter)}
      onFocus={alcancar(fachada.onFocus)}
      onMouseDown={alcancar(fachada.onMouseDown)}
    >
      {escolhidas.length ? (
        <span>
          {escolhidas.map((v, i) => (
            <Fragment key={v}>
              {i > 0 && ", "}
              {rotulo(v)}
            </Fragment>
          ))}
        </span>
      ) : (
        <span className="select-vazio">{placeholder}</span>
      )}
      <DownOutlined aria-hidden />
    </button>
  );
}
