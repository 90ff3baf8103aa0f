"use client";
import { Input, type GetProps } from "antd";

/**
 * A list's text search, sent trimmed on Enter or the button and cleared with its ×. Remounted when the URL's
 * term changes (filters cleared, Back, the menu link to the same list), since the input is uncontrolled.
 */
export function BuscaDaLista({
  valor,
  onBuscar,
  ...props
}: Omit<GetProps<typeof Input.Search>, "value" | "defaultValue" | "onSearch"> & {
  valor: string | undefined;
  onBuscar: (termo: string | undefined) => void;
}) {
  return (
    <Input.Search
      key={valor ?? ""}
      allowClear
      defaultValue={valor}
      onSearch={(v) => onBuscar(v.trim() || undefined)}
      {...props}
    />
  );
}
