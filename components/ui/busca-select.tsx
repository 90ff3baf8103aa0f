"use client";
import { Select } from "antd";
import { ListaIndisponivel } from "@/components/ui/lista-indisponivel";
import { selectDaEscolha, type EscolhaDeObjetos } from "./escolha-de-objetos";

export { opcoesDa } from "./escolha-de-objetos";

/**
 * A select whose value is the chosen objects, not ids: choices stay labelled after the search moves on or
 * when they come from a draft and are not on the loaded page.
 */
export function BuscaSelect<T extends { id: number }>(props: EscolhaDeObjetos<T>) {
  return (
    <>
      <Select<number | number[]> {...selectDaEscolha(props)} disabled={props.disabled} />
      {props.items === null && <ListaIndisponivel onRetry={props.onRetry} />}
    </>
  );
}
