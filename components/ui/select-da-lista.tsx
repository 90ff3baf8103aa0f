"use client";
import type { ReactNode } from "react";
import { Select, type SelectProps } from "antd";
import { semLista } from "./lista-indisponivel";

type Lista = {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  data?: unknown;
  refetch: () => unknown;
};

/**
 * A select whose options come from a list query: a list loaded whole is searched among its labels and spins
 * until it arrives; one searched on the server (`buscar`, useBusca's setter) spins at every search. When the
 * list failed, its retry stands in place of the options; otherwise `vazio` says there is nothing to choose.
 */
export function SelectDaLista<V = number>({
  lista,
  buscar,
  vazio,
  ...props
}: Omit<SelectProps<V>, "loading" | "notFoundContent" | "showSearch"> & {
  lista: Lista;
  buscar?: (texto: string) => void;
  vazio?: ReactNode;
}) {
  return (
    <Select<V>
      showSearch={buscar ? { filterOption: false, onSearch: buscar } : { optionFilterProp: "label" }}
      loading={buscar ? lista.isFetching : lista.isPending}
      notFoundContent={semLista(lista) ?? vazio}
      {...props}
    />
  );
}
