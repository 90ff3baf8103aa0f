import { useEffect, useRef, useState } from "react";

const SEARCH_DELAY_MS = 300;

/**
 * The term of a select searched on the server, set once typing pauses so that each keystroke is not a
 * request; undefined when empty.
 */
export function useBusca(): [string | undefined, (texto: string) => void] {
  const [busca, setBusca] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  function buscar(texto: string) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setBusca(texto.trim() || undefined), SEARCH_DELAY_MS);
  }
  return [busca, buscar];
}
