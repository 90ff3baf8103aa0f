"use client";
import { DatePicker, Form } from "antd";
import type { Dayjs } from "dayjs";

/**
 * A required date of a form, or a start and end date (`periodo`), shown DD/MM/YYYY across the field;
 * `obrigatorio` is the message for its absence, `desabilitar` says which days may not be picked.
 */
export function CampoData({
  name,
  label,
  obrigatorio,
  desabilitar,
  periodo,
}: {
  name: string;
  label: string;
  obrigatorio: string;
  desabilitar?: (d: Dayjs) => boolean;
  /** Given for a period: the id of its start field, which the label names. */
  periodo?: string;
}) {
  const comum = { format: "DD/MM/YYYY", style: { width: "100%" }, disabledDate: desabilitar };
  return (
    // antd names the label's field itself; an explicit htmlFor, even undefined, would override that, so a
    // single date leaves it out and only a period names its start field.
    <Form.Item
      name={name}
      label={label}
      {...(periodo && { htmlFor: periodo })}
      rules={[{ required: true, message: obrigatorio }]}
    >
      {periodo ? <DatePicker.RangePicker id={{ start: periodo }} {...comum} /> : <DatePicker {...comum} />}
    </Form.Item>
  );
}
