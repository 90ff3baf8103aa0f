import type { UseQueryResult } from "@tanstack/react-query";
import type { Page } from "@/services/api";

type Item = { id: number };

type Common<T extends Item> = {
  /** Given by Form.Item, so the field's label names the select. */
  id?: string;
  /** The loaded page of choices; null when the list could not be loaded. */
  items: T[] | null | undefined;
  loading: boolean;
  label: (item: T) => string;
  isDisabled?: (item: T) => boolean;
  /** Searching on the server (useBusca's setter); without it the loaded choices are filtered here. */
  onSearch?: (text: string) => void;
  onRetry?: () => void;
  placeholder?: string;
  disabled?: boolean;
};

export type EscolhaDeObjetos<T extends Item> = Common<T> &
  (
    | { multiple: true; value?: T[]; onChange?: (value: T[]) => void }
    | { multiple?: false; value?: T | null; onChange?: (value: T | null) => void }
  );

/** `items`, `loading` and `onRetry` from a page query; null data is a list loader of SPEC §8 that failed. */
export function opcoesDa<T extends Item>(query: UseQueryResult<Page<T> | null>) {
  return {
    items: query.isError || query.data === null ? null : query.data?.results,
    loading: query.isFetching,
    onRetry: () => void query.refetch(),
  };
}

/**
 * antd Select's props for a select whose value is the chosen objects, not ids: choices stay labelled after the
 * search moves on or when they come from a draft and are not on the loaded page. No antd in here, so a select
 * loaded later (BuscaSelectAdiado) shares it without bringing antd's Select into its page's first load.
 */
export function selectDaEscolha<T extends Item>(props: EscolhaDeObjetos<T>) {
  const { id, items, loading, label, isDisabled, onSearch, placeholder } = props;
  const selected: T[] = props.multiple ? (props.value ?? []) : props.value ? [props.value] : [];

  const known = new Map<number, T>([...selected, ...(items ?? [])].map((item) => [item.id, item]));
  const options = [...known.values()].map((item) => ({
    value: item.id,
    label: label(item),
    disabled: isDisabled?.(item) && !selected.some((s) => s.id === item.id),
  }));

  function change(ids: number | number[] | undefined) {
    const chosen = ([] as number[])
      .concat(ids ?? [])
      .map((key) => known.get(key))
      .filter((item): item is T => item !== undefined);
    if (props.multiple) props.onChange?.(chosen);
    else props.onChange?.(chosen[0] ?? null);
  }

  return {
    id,
    mode: props.multiple ? ("multiple" as const) : undefined,
    allowClear: true,
    value: props.multiple ? selected.map((s) => s.id) : selected[0]?.id,
    onChange: change,
    showSearch: onSearch ? { filterOption: false, onSearch } : { optionFilterProp: "label" },
    // The next opening lists the first page again, not the last search's.
    onBlur: () => onSearch?.(""),
    loading,
    options,
    placeholder,
    notFoundContent: loading ? "Carregando…" : "Nada encontrado.",
    style: { width: "100%" },
  };
}
