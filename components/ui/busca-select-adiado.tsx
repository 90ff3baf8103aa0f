"use client";
import { ListaIndisponivel } from "@/components/ui/lista-indisponivel";
import { selectDaEscolha, type EscolhaDeObjetos } from "./escolha-de-objetos";
import { SelectAdiado } from "./select-adiado";

/**
 * BuscaSelect of one object, drawn first as SelectAdiado's lookalike: antd's select comes when it is first pointed
 * at, focused or pressed. For a list's filter (a form's field stays a BuscaSelect). No `disabled`, as SelectAdiado.
 */
export function BuscaSelectAdiado<T extends { id: number }>(
  props: Extract<EscolhaDeObjetos<T>, { multiple?: false }> & { id: string; disabled?: never },
) {
  return (
    <>
      <SelectAdiado<number | number[]> {...selectDaEscolha(props)} id={props.id} />
      {props.items === null && <ListaIndisponivel onRetry={props.onRetry} />}
    </>
  );
}
