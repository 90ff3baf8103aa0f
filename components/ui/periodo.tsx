"use client";
import type { RangePickerProps } from "antd/es/date-picker";
import { CalendarOutlined, SwapRightOutlined } from "@ant-design/icons";
import { comAntd } from "@/components/tema/com-antd";
import { umaVez, useAdiado } from "./use-adiado";

const carregarPeriodo = umaVez(() =>
  comAntd<RangePickerProps>(import("antd/es/date-picker").then((m) => m.default.RangePicker)),
);

/**
 * antd's RangePicker (with its calendar ~30 KB of scripts, and antd's stylesheet), drawn first as a plain
 * lookalike of its two fields (`.periodo-adiado`: the dates chosen, in `format`, or antd's placeholders) that the
 * server's page already has; the real one comes when it is first pointed at, focused or pressed (useAdiado).
 * `id.start` is the first field's, named by the filter's label. No `disabled`, as SelectAdiado.
 */
export function Periodo({
  id,
  format,
  ...props
}: Omit<RangePickerProps, "disabled"> & { id: { start: string }; format: string }) {
  const { Real, inicio, fachada } = useAdiado(carregarPeriodo);
  if (Real) return <Real id={id} format={format} {...props} {...inicio} />;
  const { onPointerEnter, ...campo } = fachada;
  const [inicial, final] = props.value ?? [];
  return (
    <div className="entrada periodo-adiado" style={props.style} onPointerEnter={onPointerEnter}>
      <input
        id={id.start}
        readOnly
        placeholder="Data inicial"
        value={inicial?.format(format) ?? ""}
        {...campo}
      />
      <SwapRightOutlined aria-hidden />
      <input readOnly placeholder="Data final" value={final?.format(format) ?? ""} {...campo} />
      <CalendarOutlined aria-hidden />
    </div>
  );
}
