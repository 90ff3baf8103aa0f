"use client";
import type { SelectProps } from "antd";
import { DownOutlined } from "@ant-design/icons";
import { comAntd } from "@/components/tema/com-antd";
import { umaVez, useAdiado } from "./use-adiado";

type Valor = string | number;
// No `disabled`: the lookalike would take pointing and focus, and swap in a select that refuses them.
type Props = Omit<SelectProps<Valor>, "disabled">;

const carregarSelect = umaVez(() => comAntd<Props>(import("antd/es/select").then((m) => m.default)));

/**
 * antd's Select, drawn first as a plain lookalike of its box (`.select-adiado`: the option chosen, or the
 * placeholder, and the arrow) that the server's page already has; the real one (its trigger, virtual list and
 * stylesheet) comes when it is first pointed at, focused or pressed (useAdiado). For a row of filters that most
 * visits never open. `aoAlcancar`: called then too, to read the options it will need.
 */
export function SelectAdiado({ id, aoAlcancar, ...props }: Props & { id: string; aoAlcancar?: () => void }) {
  const { Real, inicio, fachada } = useAdiado(carregarSelect);
  if (Real) return <Real id={id} {...props} {...inicio} />;
  const { value, options, placeholder, loading } = props;
  const escolhida = value === undefined ? undefined : options?.find((o) => o.value === value);
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
      style={props.style}
      {...fachada}
      onPointerEnter={alcancar(fachada.onPointerEnter)}
      onFocus={alcancar(fachada.onFocus)}
      onMouseDown={alcancar(fachada.onMouseDown)}
    >
      {escolhida ? (
        <span>{escolhida.label}</span>
      ) : value === undefined ? (
        <span className="select-vazio">{placeholder}</span>
      ) : (
        // Chosen in the URL: its label is on its way with the options, or not among them (antd's select then
        // shows the value).
        <span>{loading ? "Carregando…" : value}</span>
      )}
      <DownOutlined aria-hidden />
    </button>
  );
}
